import { accountStore } from "@/lib/account/roles";
import { countAccounts } from "@/lib/account/identity/local";
import {
  ALLOWED_EMAIL,
  describeMatrix,
  json,
  ORIGIN,
  type Route,
} from "@/test/authorization-matrix";
import { useTempDataDir } from "@/test/temp-data-dir";
import { identity } from "@/lib/account/identity";
import { resetLinks } from "@/lib/account/auth/reset-links";
import { documents } from "@/lib/documents";
import { recoveryCodes } from "@/lib/account/auth/recovery-codes";
import { POST as forgotPassword } from "./account/forgot-password/route";
import { POST as recover } from "./account/recover/route";
import { POST as resetPassword } from "./account/reset-password/route";
import { POST as endOtherSessions } from "./account/sessions/route";
import {
  GET as readGuide,
  POST as markGuide,
} from "./account/setup-guide/route";
import { POST as resetLink } from "./accounts/[id]/reset-link/route";
import { PATCH as patchAccount } from "./accounts/[id]/route";
import { GET as listAccounts } from "./accounts/route";
import { POST as signup } from "./auth/signup/route";

// The matrix (test/authorization-matrix.ts) for the accounts: signing up, the
// editors' account list, and a password's reset and change; the public site
// and the catalogue are in authorization.test.ts.

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: jest.fn(),
}));

let serial = 0;

/** The reset link the next reset-password call uses, for an account of its own. */
let resetToken = "";
let resetAccount: Promise<string> | undefined;
async function freshResetLink() {
  resetAccount ??= identity()
    .signUp("reset.authz@example.com", "olive-branch-42")
    .then(async ({ id, email }) => (await accountStore().record(id, email)).id);
  const { url } = await resetLinks().create(
    await resetAccount,
    "reset.authz@example.com",
  );
  resetToken = url.split("#")[1]!;
}

/** The recovery code the next recover call uses, of the same account. */
let recoveryCode = "";
async function freshRecoveryCode() {
  await freshResetLink();
  [recoveryCode] = await recoveryCodes().replace(await resetAccount!);
}

const routes = (): Route[] => [
  {
    name: "POST /api/auth/signup",
    needsSession: false,
    okStatus: 201,
    send: (headers) =>
      signup(
        new Request(`${ORIGIN}/api/auth/signup`, {
          method: "POST",
          headers: json(headers),
          body: JSON.stringify({
            email: `authz-${++serial}@example.com`,
            password: "olive-branch-42",
          }),
        }),
      ),
    effect: async () => countAccounts(),
  },
  {
    name: "GET /api/accounts",
    needsSession: true,
    okStatus: 200,
    send: (headers) =>
      listAccounts(new Request(`${ORIGIN}/api/accounts`, { headers })),
    effect: async () => null,
    sees: (body) =>
      expect(body).toContainEqual(expect.objectContaining({ id: "u-target" })),
  },
  {
    name: "PATCH /api/accounts/[id]",
    needsSession: true,
    okStatus: 200,
    send: async (headers) => {
      const target = await accountStore().get("u-target");
      return patchAccount(
        new Request(`${ORIGIN}/api/accounts/u-target`, {
          method: "PATCH",
          headers: json(headers),
          body: JSON.stringify({
            role: target?.role === "editor" ? "member" : "editor",
          }),
        }),
        { params: Promise.resolve({ id: "u-target" }) },
      );
    },
    effect: async () => (await accountStore().get("u-target"))?.role,
  },
  {
    name: "PATCH /api/accounts/[id] taking an editor's role",
    needsSession: true,
    configuredOnly: true,
    okStatus: 200,
    setup: async () => {
      await accountStore().record(
        "u-editor-target",
        "ed@example.com",
        "editor",
      );
    },
    send: (headers) =>
      patchAccount(
        new Request(`${ORIGIN}/api/accounts/u-editor-target`, {
          method: "PATCH",
          headers: json(headers),
          body: JSON.stringify({ role: "member" }),
        }),
        { params: Promise.resolve({ id: "u-editor-target" }) },
      ),
    effect: async () => (await accountStore().get("u-editor-target"))?.role,
  },
  {
    name: "POST /api/accounts/[id]/reset-link",
    needsSession: true,
    okStatus: 201,
    send: (headers) =>
      resetLink(
        new Request(`${ORIGIN}/api/accounts/u-member-target/reset-link`, {
          method: "POST",
          headers: json(headers),
        }),
        // A member of its own: the PATCH above makes u-target an editor, which no link may be made for.
        { params: Promise.resolve({ id: "u-member-target" }) },
      ),
    effect: async () =>
      Object.keys(await documents().list("passwordResets")).length,
  },
  {
    name: "POST /api/account/forgot-password",
    needsSession: false,
    okStatus: 202,
    send: (headers) =>
      forgotPassword(
        new Request(`${ORIGIN}/api/account/forgot-password`, {
          method: "POST",
          headers: json(headers),
          body: JSON.stringify({ email: "target@example.com" }),
        }),
      ),
    // The same answer for every address: nothing to see but that.
    effect: async () => null,
    sees: (body) => expect(body).toEqual({ ok: true }),
  },
  {
    name: "POST /api/account/reset-password",
    needsSession: false,
    okStatus: 200,
    setup: freshResetLink,
    send: (headers) =>
      resetPassword(
        new Request(`${ORIGIN}/api/account/reset-password`, {
          method: "POST",
          headers: json(headers),
          body: JSON.stringify({
            token: resetToken,
            newPassword: `cedar-press-${++serial}-1832`,
          }),
        }),
      ),
    // Whether the link is still unused.
    effect: async () => (await resetLinks().peek(resetToken)) !== null,
  },
  {
    name: "POST /api/account/recover",
    needsSession: false,
    okStatus: 200,
    setup: freshRecoveryCode,
    send: (headers) =>
      recover(
        new Request(`${ORIGIN}/api/account/recover`, {
          method: "POST",
          headers: json(headers),
          body: JSON.stringify({
            email: "reset.authz@example.com",
            code: recoveryCode,
            newPassword: `cedar-press-${++serial}-1832`,
          }),
        }),
      ),
    // The account's set of unused codes (a new password makes a new set).
    effect: async () =>
      (await documents().get(`recoveryCodes/${await resetAccount!}`)).value,
  },
  {
    name: "POST /api/account/sessions",
    needsSession: true,
    membersToo: true,
    okStatus: 200,
    send: (headers) =>
      endOtherSessions(
        new Request(`${ORIGIN}/api/account/sessions`, {
          method: "POST",
          headers: json(headers),
        }),
      ),
    // The cut-offs of the editor's and the member's sessions.
    effect: async () =>
      Promise.all(
        ["u-authz", "u-member"].map(
          async (id) => (await accountStore().get(id))?.sessionsValidAfter,
        ),
      ),
  },
  {
    name: "GET /api/account/setup-guide",
    needsSession: true,
    okStatus: 200,
    send: (headers) =>
      readGuide(new Request(`${ORIGIN}/api/account/setup-guide`, { headers })),
    effect: async () => null,
    sees: (body) => expect(body).toMatchObject({ total: 4 }),
  },
  {
    name: "POST /api/account/setup-guide",
    needsSession: true,
    okStatus: 200,
    send: (headers) =>
      markGuide(
        new Request(`${ORIGIN}/api/account/setup-guide`, {
          method: "POST",
          headers: json(headers),
          body: JSON.stringify({ mark: "messages" }),
        }),
      ),
    // The editor's and the member's marks.
    effect: async () =>
      Promise.all(
        ["u-authz", "u-member"].map(
          async (id) => (await accountStore().get(id))?.setupGuide,
        ),
      ),
  },
];

describe("account routes refuse unauthorised callers in the handler itself", () => {
  // The allowed caller is a configured editor, who alone takes the role from another editor.
  useTempDataDir({ ADMIN_EMAILS: ALLOWED_EMAIL });
  beforeAll(async () => {
    await accountStore().record("u-target", "target@example.com");
    await accountStore().record("u-member-target", "member@example.com");
  });
  describeMatrix(routes);
});
