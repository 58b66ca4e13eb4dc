import messages from "@/messages/en.json";
import { deliveryTexts, policySections } from "./sections";

const text = (key: string) =>
  key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      messages.PrivacyPolicy,
    ) as string;

describe("the privacy policy's delivery section", () => {
  it("with only the site's store: kept on the site's own server, no email service", () => {
    const texts = deliveryTexts({
      DATA_BACKEND: "local",
      MAIL_TRANSPORT: "outbox",
    }).map(text);
    expect(texts.join(" ")).toContain("this website's own server");
    expect(texts.join(" ")).toContain("not passed to any email service");
    expect(texts.join(" ")).not.toContain("third-party email service");
  });

  it("with an email service: names that delivery, and Firebase where it holds the store", () => {
    for (const MAIL_TRANSPORT of ["smtp", "emailjs"] as const) {
      const texts = deliveryTexts({
        DATA_BACKEND: "firebase",
        MAIL_TRANSPORT,
      }).map(text);
      expect(texts.join(" ")).toContain("third-party email service");
      expect(texts.join(" ")).toContain("Google Firebase");
    }
  });

  it("every section's texts exist", () => {
    const sections = policySections({
      DATA_BACKEND: "local",
      MAIL_TRANSPORT: "smtp",
    });
    for (const section of sections) {
      expect(typeof text(`${section.key}.heading`)).toBe("string");
      for (const key of section.texts) expect(typeof text(key)).toBe("string");
    }
  });
});
