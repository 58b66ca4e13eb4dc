import { CONTACT_LIMITS, validateContact } from "./schema";
import { emailOfLength, good, warningsFor } from "@/test/contact/schema-cases";

describe("contact schema: a whole message, name and email", () => {
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
});
