"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSyncExternalStore } from "react";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_DESTINATION,
  storedLanguage,
  type Language,
} from "@/lib/language/preference";

/** EN/FR switch: stores the choice in localStorage and goes to that language's page. */
export function LanguageSwitch({
  className = "inline-flex",
}: {
  className?: string;
}) {
  const t = useTranslations("LanguageSwitch");
  const router = useRouter();
  const current = useSyncExternalStore(
    storedLanguage.subscribe,
    storedLanguage.get,
    () => DEFAULT_LANGUAGE,
  );

  const choose = (language: Language) => {
    storedLanguage.set(language);
    router.push(LANGUAGE_DESTINATION[language]);
  };

  return (
    <div
      role="group"
      aria-label={t("label")}
      className={`rounded-full border border-current/30 p-0.5 text-sm font-semibold tracking-wide *:min-h-11 *:min-w-11 *:rounded-full *:px-3 *:transition-colors *:aria-pressed:bg-laurel *:aria-pressed:text-cream ${className}`}
    >
      {(["en", "fr"] as const).map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => choose(language)}
        >
          {t(language)}
          <span className="sr-only"> {t(`${language}Name`)}</span>
        </button>
      ))}
    </div>
  );
}
