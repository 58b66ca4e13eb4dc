import type { Env } from "@/lib/env";
import type { KeyOf } from "@/lib/i18n/text";

type Key = KeyOf<"PrivacyPolicy">;
type Section = { key: string; texts: readonly Key[] };

export function deliveryTexts(
  config: Pick<Env, "DATA_BACKEND" | "MAIL_TRANSPORT">,
): Key[] {
  return [
    config.DATA_BACKEND === "firebase"
      ? "delivery.storedFirebase"
      : "delivery.storedLocal",
    config.MAIL_TRANSPORT === "outbox" ? "delivery.noEmail" : "delivery.email",
  ];
}

export function policySections(
  config: Pick<Env, "DATA_BACKEND" | "MAIL_TRANSPORT">,
): Section[] {
  return [
    { key: "controller", texts: ["controller.text"] },
    { key: "dataCollected", texts: ["dataCollected.text"] },
    { key: "purposes", texts: ["purposes.text"] },
    { key: "legalBases", texts: ["legalBases.text"] },
    { key: "delivery", texts: deliveryTexts(config) },
    { key: "noSale", texts: ["noSale.text"] },
    { key: "retention", texts: ["retention.text"] },
    { key: "rights", texts: ["rights.text", "rights.text2"] },
    { key: "cookies", texts: ["cookies.text", "cookies.text2"] },
    { key: "contact", texts: ["contact.text"] },
  ];
}
