import type { GuideMarks } from "@/lib/account/roles/store";

const GUIDE_STEPS = ["password", "codes", "shopDetails", "messages"] as const;

export type GuideStep = (typeof GUIDE_STEPS)[number];

/** What the steps are judged by: the account's records, the shop's and the server's settings. */
export type GuideFacts = {
  /** Still the password the server generated (local accounts, until the first forced change). */
  generatedPassword: boolean;
  /** Unused recovery codes; null where the site keeps none (Firebase accounts: its reset email instead). */
  recoveryCodes: number | null;
  /** Saved at least once on Shop details, by any editor: until then every page shows the examples. */
  shopDetailsSaved: boolean;
  mail: {
    transport: "outbox" | "smtp" | "emailjs";
    /** Where SMTP delivers visitors' messages (MAIL_TO). */
    to: string;
    /** A forgotten password can be reset by email (SMTP, or Firebase's own). */
    resetMail: boolean;
  };
  marks: GuideMarks;
};

export type Guide = {
  steps: { id: GuideStep; done: boolean }[];
  done: number;
  total: number;
  /** Closed by its editor once every step was done; it does not come back. */
  closed: boolean;
};

/**
 * Codes are done once a set is made and its editor says it is kept (a password change makes one,
 * shown once, and a new set waits for its own word); Firebase accounts have none to make. How
 * messages reach the family has no fact to show it was understood either: its editor says so.
 */
export function guideOf(facts: GuideFacts): Guide {
  const done: Record<GuideStep, boolean> = {
    password: !facts.generatedPassword,
    codes:
      facts.recoveryCodes === null ||
      (facts.recoveryCodes > 0 && facts.marks.codes !== undefined),
    shopDetails: facts.shopDetailsSaved,
    messages: facts.marks.messages !== undefined,
  };
  const steps = GUIDE_STEPS.map((id) => ({ id, done: done[id] }));
  return {
    steps,
    done: steps.filter((step) => step.done).length,
    total: steps.length,
    closed: facts.marks.closed !== undefined,
  };
}
