// A good message and the warnings a change to it gets, for the schema tests.
import { validateContact, type ContactWarnings } from "@/lib/contact/schema";

export const good = {
  name: "Amal Haddad",
  email: "amal@example.com",
  phone: "+963 21 555 0183",
  message: "Do you ship laurel soap to Lyon?",
};

export const warningsFor = (
  patch: Record<string, unknown>,
): ContactWarnings => {
  const result = validateContact({ ...good, ...patch });
  return result.ok ? {} : result.warnings;
};

/** A well-formed address of exactly `length` characters (labels of at most 63). */
export const emailOfLength = (length: number) => {
  let domain = "com";
  while (domain.length < length - 65) {
    const room = length - 65 - domain.length - 1;
    domain = "b".repeat(Math.min(50, room)) + "." + domain;
  }
  return "a".repeat(64) + "@" + domain;
};
