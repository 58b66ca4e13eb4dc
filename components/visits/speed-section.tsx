import { useTranslations } from "next-intl";
import type { VisitReport } from "@/lib/visits/types";
import { PageSpeed } from "./page-speed";
import { VisitsSection } from "./visits-section";

/** How fast the pages are: one card per page measured, named by `titleOf`. */
export function SpeedSection({
  speed,
  titleOf,
}: {
  speed: VisitReport["speed"];
  titleOf: (path: string) => string;
}) {
  const t = useTranslations("Visits");
  return (
    <VisitsSection id="visits-speed" title={t("speed")}>
      <p className="mt-1 text-sm text-stone-dark">{t("speedRule")}</p>
      {speed.length === 0 ? (
        <p className="mt-3 text-stone-dark">{t("noSpeed")}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {speed.map((figures) => (
            <PageSpeed
              key={figures.page}
              title={titleOf(figures.page)}
              figures={figures}
            />
          ))}
        </ul>
      )}
    </VisitsSection>
  );
}
