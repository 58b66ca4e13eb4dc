import { identity } from "@/lib/account/identity";
import { ensureConfiguredAccounts } from "@/lib/account/identity/admin-account";
import {
  accountStore,
  DEFAULT_ADMIN_EMAIL,
  isConfiguredEditor,
} from "@/lib/account/roles";
import { resetEnvForTests } from "@/lib/env";
import { jsonPost } from "@/test/api/account";
import { authorize, from } from "@/test/auth-authorize";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withFirebaseIdentity } from "@/test/with-env";
import { PUT } from "./route";

// The attack: while ADMIN_EMAIL is set, a member moves to the generated first admin's address;
// after a restart without ADMIN_EMAIL, that address made it the first admin, an editor.

const PASSWORD = "quince-harbour-57";
const OWNER = "owner@halabi-shop.example.com";

const put = jsonPost(
  (req) => PUT(new Request(req, { method: "PUT" }) as Request),
  "http://localhost:3000/api/account/email",
);

describe.each(["local", "firebase"])(
  "the first admin's address, with %s accounts",
  (name) => {
    useTempDataDir({ ADMIN_EMAIL: OWNER, ADMIN_PASSWORD: PASSWORD });
    if (name === "firebase") withFirebaseIdentity();

    const signIn = (email: string) =>
      authorize()({ email, password: PASSWORD }, from("192.0.2.80"));

    let ownerId = "";
    let mine = { id: "", email: "member@example.com" };

    it("goes to no member while ADMIN_EMAIL is set (409 on newEmail)", async () => {
      // The start makes the owner's account (local); with Firebase the operator made it in the
      // console, and its first sign-in records it.
      await ensureConfiguredAccounts(() => {});
      if (name === "firebase") await identity().signUp(OWNER, PASSWORD);
      ownerId = (await signIn(OWNER)).id;
      expect(await accountStore().get(ownerId)).toMatchObject({
        role: "editor",
        firstAdmin: true,
      });

      mine = await identity().signUp(mine.email, PASSWORD);
      await signIn(mine.email);
      const cookie = await sessionCookie(
        { sub: mine.id, email: mine.email },
        { role: "member" },
      );
      const res = await put(
        { currentPassword: PASSWORD, newEmail: DEFAULT_ADMIN_EMAIL },
        { cookie },
      );
      expect(res.status).toBe(409);
      expect(Object.keys((await res.json()).fields)).toEqual(["newEmail"]);
    });

    it("held by a member anyway, makes it neither the first admin nor an editor after a restart without ADMIN_EMAIL", async () => {
      // Taken before this check existed, or through Firebase's own API; then a restart.
      const session = await identity().signIn(mine.email, PASSWORD);
      await identity().changeEmail(session, PASSWORD, DEFAULT_ADMIN_EMAIL);
      delete process.env.ADMIN_EMAIL;
      delete process.env.ADMIN_PASSWORD;
      resetEnvForTests();
      await ensureConfiguredAccounts(() => {});

      expect((await signIn(DEFAULT_ADMIN_EMAIL)).id).toBe(mine.id);
      const state = (await accountStore().get(mine.id))!;
      expect(state).toMatchObject({ role: "member" });
      expect(isConfiguredEditor(state)).toBe(false);
      expect(await accountStore().get(ownerId)).toMatchObject({
        role: "editor",
        firstAdmin: true,
      });
    });
  },
);
