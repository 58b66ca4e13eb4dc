import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { accountStore } from "@/lib/account/roles";
import { documents, update, type Documents } from "@/lib/documents";
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  printedCode,
} from "./recovery-code-format";

// Enough for years of forgetting, few enough to print on one page.
const CODES_PER_SET = 8;

/** Per account, `recoveryCodes/<accountId>` = { <hash of an unused code>: true }. */
type CodeSet = Record<string, true>;

const FOLDER = "recoveryCodes";
// 80 random bits: a SHA-256 needs no salt or stretching to keep the code from
// whoever reads the store.
const hashOf = (code: string) =>
  createHash("sha256").update(code).digest("hex");

function newCode(): string {
  // 256 is a multiple of 32: every character is equally likely.
  return [...randomBytes(CODE_LENGTH)]
    .map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length])
    .join("");
}

export function recoveryCodes(docs: Documents = documents()) {
  const path = (accountId: string) => `${FOLDER}/${accountId}`;
  return {
    /** The old set stops working. */
    async replace(accountId: string): Promise<string[]> {
      const codes = Array.from({ length: CODES_PER_SET }, newCode);
      await docs.patch(FOLDER, {
        [accountId]: Object.fromEntries(codes.map((c) => [hashOf(c), true])),
      });
      return codes;
    },

    async remaining(accountId: string): Promise<number> {
      const { value } = await docs.get<CodeSet>(path(accountId));
      return Object.keys(value ?? {}).length;
    },

    /** A compare-and-set, so of two uses at once only one succeeds. */
    take: (accountId: string, code: string) =>
      update<CodeSet, boolean>(
        docs,
        path(accountId),
        (set) => {
          const key = hashOf(code);
          if (!set?.[key]) return { result: false };
          const rest = { ...set };
          delete rest[key];
          return {
            value: Object.keys(rest).length > 0 ? rest : null,
            result: true,
          };
        },
        { attempts: 5, busy: "The recovery codes are busy; try again shortly" },
      ),
  };
}

/**
 * A new set as printed for its owner to keep, shown once; the old set stops working, and the setup
 * guide no longer counts the codes kept until its editor says this set is.
 */
export async function issueRecoveryCodes(accountId: string) {
  const [codes] = await Promise.all([
    recoveryCodes().replace(accountId),
    accountStore().unmarkGuide(accountId, "codes"),
  ]);
  return codes.map(printedCode);
}
