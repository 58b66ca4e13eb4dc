import { CONTACT_LIMITS, PHONE_PATTERN, validateContact } from "./schema";
import { good, warningsFor } from "@/test/contact/schema-cases";

describe("contact schema: phone, message, and several failing fields", () => {
  describe("phone", () => {
    it("is optional", () => {
      for (const phone of [undefined, null, "", "   "]) {
        const result = validateContact({ ...good, phone });
        expect(result.ok && result.message.phone).toBe("");
      }
    });

    it("must look like a phone number: allowed characters and 6 to 20 digits", () => {
      for (const phone of [
        "123456",
        "+963 21 555 0183",
        "(021) 555-0183",
        "021.555.0183",
        "1".repeat(20),
      ]) {
        expect(warningsFor({ phone })).toEqual({});
      }
      for (const phone of [
        "12345",
        "1".repeat(21),
        "call me",
        "0215550183 ext 4",
        "+963/21/5550183",
        42,
      ]) {
        expect(warningsFor({ phone })).toEqual({ phone: "phoneInvalid" });
      }
    });

    it("is at most 40 characters", () => {
      // 12 digits padded with allowed punctuation to exactly 40 / 41 characters.
      const forty = "+1 (1) (1) (1) (1) (1) (1) (1) (1) 1-234";
      expect(forty).toHaveLength(CONTACT_LIMITS.phone);
      expect(warningsFor({ phone: forty })).toEqual({});
      expect(warningsFor({ phone: forty + "5" })).toEqual({
        phone: "phoneTooLong",
      });
    });

    it("offers the same rule as a browser pattern", () => {
      const pattern = new RegExp(`^(?:${PHONE_PATTERN})$`, "v");
      expect(pattern.test("+963 21 555 0183")).toBe(true);
      expect(pattern.test("12345")).toBe(false);
    });
  });

  describe("message", () => {
    it("is required", () => {
      expect(warningsFor({ message: "" })).toEqual({
        message: "messageRequired",
      });
      expect(warningsFor({ message: " \n\t " })).toEqual({
        message: "messageRequired",
      });
      expect(warningsFor({ message: undefined })).toEqual({
        message: "messageRequired",
      });
    });

    it("is at most 5,000 characters, a CRLF counting as one", () => {
      const max = CONTACT_LIMITS.message;
      expect(warningsFor({ message: "m".repeat(max) })).toEqual({});
      expect(warningsFor({ message: "m".repeat(max + 1) })).toEqual({
        message: "messageTooLong",
      });
      expect(
        warningsFor({ message: "m".repeat(max - 2) + "\r\n" + "m" }),
      ).toEqual({});
    });
  });

  it("reports every failing field at once, and nothing for unknown fields", () => {
    expect(
      warningsFor({
        name: "",
        email: "nope",
        phone: "abc",
        message: "",
        extra: 1,
      }),
    ).toEqual({
      name: "nameRequired",
      email: "emailInvalid",
      phone: "phoneInvalid",
      message: "messageRequired",
    });
    expect(validateContact(null)).toEqual({
      ok: false,
      warnings: {
        name: "nameRequired",
        email: "emailRequired",
        message: "messageRequired",
      },
    });
  });
});
