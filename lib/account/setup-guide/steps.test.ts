import { guideOf, type GuideFacts } from "./steps";

/** An owner's first day with ADMIN_PASSWORD set and no mail: nothing done yet but the password. */
const firstDay: GuideFacts = {
  generatedPassword: false,
  recoveryCodes: 0,
  shopDetailsSaved: false,
  mail: { transport: "outbox", to: "family@example.com", resetMail: false },
  marks: {},
};

const doneOf = (facts: Partial<GuideFacts>) =>
  Object.fromEntries(
    guideOf({ ...firstDay, ...facts }).steps.map((s) => [s.id, s.done]),
  );

describe("the setup guide's steps", () => {
  it("come in order, and count what is done: an installer's password needs no replacing", () => {
    expect(guideOf(firstDay)).toEqual({
      steps: [
        { id: "password", done: true },
        { id: "codes", done: false },
        { id: "shopDetails", done: false },
        { id: "messages", done: false },
      ],
      done: 1,
      total: 4,
      closed: false,
    });
  });

  it("a generated password is not done until replaced", () => {
    expect(doneOf({ generatedPassword: true }).password).toBe(false);
  });

  it("recovery codes are done once made and kept, while one is unused; with Firebase accounts there are none to make", () => {
    const kept = { marks: { codes: 1 } };
    expect(doneOf({ recoveryCodes: 0 }).codes).toBe(false);
    // Made (a password change makes a set) but not yet said to be kept.
    expect(doneOf({ recoveryCodes: 8 }).codes).toBe(false);
    expect(doneOf({ recoveryCodes: 8, ...kept }).codes).toBe(true);
    expect(doneOf({ recoveryCodes: 1, ...kept }).codes).toBe(true);
    // Every code used: none left to get back in with.
    expect(doneOf({ recoveryCodes: 0, ...kept }).codes).toBe(false);
    expect(doneOf({ recoveryCodes: null }).codes).toBe(true);
  });

  it("shop details are done once saved", () => {
    expect(doneOf({ shopDetailsSaved: true }).shopDetails).toBe(true);
  });

  it("how messages arrive is done when the editor says it was read, whatever the mail", () => {
    for (const transport of ["outbox", "smtp", "emailjs"] as const) {
      const mail = { ...firstDay.mail, transport };
      expect(doneOf({ mail }).messages).toBe(false);
      expect(doneOf({ mail, marks: { messages: 1 } }).messages).toBe(true);
    }
  });

  it("is closed only by its mark, and counts 4 of 4 when all are done", () => {
    const all = guideOf({
      ...firstDay,
      recoveryCodes: 8,
      shopDetailsSaved: true,
      marks: { codes: 1, messages: 1 },
    });
    expect(all).toMatchObject({ done: 4, total: 4, closed: false });
    expect(
      guideOf({ ...firstDay, marks: { messages: 1, closed: 2 } }).closed,
    ).toBe(true);
  });
});
