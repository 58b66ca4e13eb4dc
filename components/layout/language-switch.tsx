import { getTranslations } from "next-intl/server";
import { LanguageButton } from "./language-button";

export async function LanguageSwitch({
  className = "inline-flex",
}: {
  className?: string;
}) {
  const t = await getTranslations("LanguageSwitch");
  return (
    <div
      role="group"
      aria-label={t("label")}
      className={`rounded-full border border-current/30 p-0.5 text-sm font-semibold tracking-wide *:min-h-11 *:min-w-11 *:rounded-full *:px-3 *:transition-colors *:aria-pressed:bg-laurel *:aria-pressed:text-cream ${className}`}
    >
      {(["en", "fr"] as const).map((language) => (
        <LanguageButton key={language} language={language}>
          {t(language)}
          <span className="sr-only"> {t(`${language}Name`)}</span>
        </LanguageButton>
      ))}
    </div>
  );
}
