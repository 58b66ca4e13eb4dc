/** The visitor's language choice, kept in localStorage under `lang`. Never a cookie. */
export type Language = "en" | "fr";

const LANGUAGE_KEY = "lang";
export const DEFAULT_LANGUAGE: Language = "en";

/** Where each choice leads: French shows the under-construction page. */
export const LANGUAGE_DESTINATION: Record<Language, string> = {
  en: "/home",
  fr: "/underconstruction",
};

const listeners = new Set<() => void>();

export function readLanguage(
  storage: Pick<Storage, "getItem"> | undefined,
): Language {
  try {
    return storage?.getItem(LANGUAGE_KEY) === "fr" ? "fr" : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function saveLanguage(
  storage: Pick<Storage, "setItem"> | undefined,
  language: Language,
): void {
  try {
    storage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice still applies to this navigation.
  }
  listeners.forEach((notify) => notify());
}

/** For useSyncExternalStore: changes in this tab and in other tabs. */
export function subscribeLanguage(notify: () => void): () => void {
  listeners.add(notify);
  const onStorage = (e: StorageEvent) => {
    if (e.key === LANGUAGE_KEY) notify();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener("storage", onStorage);
  };
}
