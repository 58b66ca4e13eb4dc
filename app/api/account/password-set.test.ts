import { identity } from "@/lib/account/identity";
import { requirePasswordChange } from "@/lib/account/identity/local";
import { deviceCookie, knownDevice } from "@/lib/account/auth/device";
import { typedCode } from "@/lib/account/auth/recovery-code-format";
import { recoveryCodes } from "@/lib/account/auth/recovery-codes";
import { resetLinks } from "@/lib/account/auth/reset-links";
import { requestSession } from "@/lib/account/auth/session";
import { accountStore } from "@/lib/account/roles";
import { jsonPost } from "@/test/api/account";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withFirebaseIdentity } from "@/test/with-env";
import { POST as change } from "./password/route";
import { POST as recover } from "./recover/route";
import { POST as reset } from "./reset-password/route";

// "Holds under attack": a set of recovery codes made by someone who once knew the password
// outlived the owner's change. Every way a password is set goes through one password event
// that ends, together, what the old password allowed, and answers a new set of codes.

const OLD = "quince-harbour-57";
const NEW = "tawny-quokka-umbrella";
const ORIGIN = "http://localhost:3000";
const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

/** What someone who once knew the password may hold: a session, a known browser, a link, codes. */
async function artefacts(id: string, email: string) {
  const session = await sessionCookie({ sub: id, email }, { role: "member" });
  const device = (await deviceCookie(null, email)).split(";")[0]!;
  const link = (await resetLinks().create(id, email)).url.split("#")[1]!;
  const codes = await recoveryCodes().replace(id);
  await pause();
  return {
    codes,
    /** Which still work; asking uses `code` up. */
    alive: async (code: string) => ({
      session:
        (await requestSession(
          new Request(ORIGIN, { headers: { cookie: session } }),
        )) !== null,
      device: (await knownDevice(device, email)) !== null,
      link: (await resetLinks().peek(link)) !== null,
      code: await recoveryCodes().take(id, code),
    }),
  };
}

type Account = { id: string; email: string };
type Way = [
  string,
  (account: Account, codes: string[]) => Promise<Response>,
  (email: string) => Promise<Account>,
];

const signedUp = async (email: string) => {
  const { id } = await identity().signUp(email, OLD);
  await accountStore().record(id, email);
  return { id, email };
};

/** This browser's session changes the password; the artefacts are another's. */
const changeHere = async ({ id, email }: Account) =>
  jsonPost(change, `${ORIGIN}/api/account/password`)(
    { currentPassword: OLD, newPassword: NEW },
    { cookie: await sessionCookie({ sub: id, email }, { role: "member" }) },
  );

const ways: Way[] = [
  ["a change", changeHere, signedUp],
  [
    "the first forced change",
    changeHere,
    async (email) => {
      const account = await signedUp(email);
      requirePasswordChange(email);
      return account;
    },
  ],
  [
    "a reset link",
    async ({ id, email }) => {
      const { url } = await resetLinks().create(id, email);
      return jsonPost(
        reset,
        `${ORIGIN}/api/account/reset-password`,
      )({
        token: url.split("#")[1],
        newPassword: NEW,
      });
    },
    signedUp,
  ],
  [
    "a recovery code",
    ({ email }, codes) =>
      jsonPost(
        recover,
        `${ORIGIN}/api/account/recover`,
      )({
        email,
        code: codes[0],
        newPassword: NEW,
      }),
    signedUp,
  ],
];

describe("one password event", () => {
  useTempDataDir();

  describe.each(ways)("local accounts: %s", (way, set, make) => {
    it("ends another session, a known browser's exemption, every reset link and every recovery code, and answers a new set", async () => {
      const account = await make(`${way.replaceAll(" ", ".")}@example.com`);
      const { codes, alive } = await artefacts(account.id, account.email);
      const all = (held: boolean) => ({
        session: held,
        device: held,
        link: held,
        code: held,
      });
      expect(await alive(codes[7]!)).toEqual(all(true));
      expect(await identity().mustChangePassword(account.id)).toBe(
        way === "the first forced change",
      );

      const res = await set(account, codes);
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { codes: string[] };

      expect(await alive(codes[6]!)).toEqual(all(false));
      for (const code of codes)
        expect(await recoveryCodes().take(account.id, code)).toBe(false);
      expect(answer.codes).toHaveLength(8);
      expect(
        await recoveryCodes().take(account.id, typedCode(answer.codes[0]!)),
      ).toBe(true);
      expect(await identity().mustChangePassword(account.id)).toBe(false);
      await identity().signIn(account.email, NEW);
    });
  });

  describe("Firebase accounts: a change", () => {
    withFirebaseIdentity("password-set-key");

    // Firebase keeps the password and its own reset emails; the site keeps the sessions and the
    // known browsers, and has no reset links or recovery codes of its own for Firebase accounts.
    it("ends another session and a known browser's exemption; no codes to answer", async () => {
      const account = await signedUp("fire@example.com");
      const other = await sessionCookie(
        { sub: account.id, email: account.email },
        { role: "member" },
      );
      const device = (await deviceCookie(null, account.email)).split(";")[0]!;
      await pause();
      const alive = async () => ({
        session:
          (await requestSession(
            new Request(ORIGIN, { headers: { cookie: other } }),
          )) !== null,
        device: (await knownDevice(device, account.email)) !== null,
      });
      expect(await alive()).toEqual({ session: true, device: true });
      const res = await changeHere(account);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
      expect(await alive()).toEqual({ session: false, device: false });
    });
  });
});
