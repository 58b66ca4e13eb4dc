"use client";

import { useRouter } from "next/navigation";
import { useSyncExternalStore } from "react";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_DESTINATION,
  storedLanguage,
  type Language,
} from "@/lib/language/preference";

export function LanguageButton({
  language,
  children,
}: {
  language: Language;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const current = useSyncExternalStore(
    storedLanguage.subscribe,
    storedLanguage.get,
    () => DEFAULT_LANGUAGE,
  );
  return (
    <button
      type="button"
      lang={language}
      aria-pressed={current === language}
      onClick={() => {
        storedLanguage.set(language);
        router.push(LANGUAGE_DESTINATION[language]);
      }}
    >
      {children}
    </button>
  );
}
