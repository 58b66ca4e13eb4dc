import {
  CONTACT_LIMITS,
  PHONE_PATTERN,
  validateContact,
  type ContactWarnings,
} from "./schema";

const good = {
  name: "Amal Haddad",
  email: "amal@example.com",
  phone: "+963 21 555 0183",
  message: "Do you ship laurel soap to Lyon?",
};

const warningsFor = (patch: Record<string, unknown>): ContactWarnings => {
  const result = validateContact({ ...good, ...patch });
  return result.ok ? {} : result.warnings;
};

/** A well-formed address of exactly `length` characters (labels of at most 63). */
const emailOfLength = (length: number) => {
  let domain = "com";
  while (domain.length < length - 65) {
    const room = length - 65 - domain.length - 1;
    domain = "b".repeat(Math.min(50, room)) + "." + domain;
  }
  return "a".repeat(64) + "@" + domain;
};

describe("contact schema", () => {
  it("accepts a complete message and cleans it", () => {
    const result = validateContact({
      name: "  Amal\r\nHaddad ",
      email: " amal@example.com ",
      phone: " +963 21 555 0183 ",
      message: "Line one\r\nLine two\n",
    });
    expect(result).toEqual({
      ok: true,
      message: {
        name: "Amal Haddad",
        email: "amal@example.com",
        phone: "+963 21 555 0183",
        message: "Line one\nLine two",
      },
    });
  });

  describe("name", () => {
    it("is required", () => {
      expect(warningsFor({ name: "" })).toEqual({ name: "nameRequired" });
      expect(warningsFor({ name: "   " })).toEqual({ name: "nameRequired" });
      expect(warningsFor({ name: undefined })).toEqual({
        name: "nameRequired",
      });
      expect(warningsFor({ name: 42 })).toEqual({ name: "nameRequired" });
    });

    it("is at most 100 characters", () => {
      expect(warningsFor({ name: "n".repeat(CONTACT_LIMITS.name) })).toEqual(
        {},
      );
      expect(
        warningsFor({ name: "n".repeat(CONTACT_LIMITS.name + 1) }),
      ).toEqual({ name: "nameTooLong" });
    });

    it("keeps no line break (nothing can reach a mail header)", () => {
      const result = validateContact({ ...good, name: "A\r\nBcc: x@y.z" });
      expect(result.ok && result.message.name).toBe("A Bcc: x@y.z");
    });
  });

  describe("email", () => {
    it("is required", () => {
      expect(warningsFor({ email: "" })).toEqual({ email: "emailRequired" });
      expect(warningsFor({ email: undefined })).toEqual({
        email: "emailRequired",
      });
    });

    it("must be well-formed", () => {
      for (const email of [
        "amal",
        "amal@",
        "@example.com",
        "amal@example",
        "amal example@example.com",
        "amal@@example.com",
        "amal@example.com\r\nBcc: x@y.z",
      ]) {
        expect(warningsFor({ email })).toEqual({ email: "emailInvalid" });
      }
      for (const email of ["a@b.co", "first.last+soap@mail.example.org"]) {
        expect(warningsFor({ email })).toEqual({});
      }
    });

    it("is at most 254 characters", () => {
      expect(emailOfLength(CONTACT_LIMITS.email)).toHaveLength(254);
      expect(warningsFor({ email: emailOfLength(254) })).toEqual({});
      expect(warningsFor({ email: emailOfLength(255) })).toEqual({
        email: "emailTooLong",
      });
    });
  });

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
