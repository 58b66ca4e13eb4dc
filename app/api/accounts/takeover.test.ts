import { POST as resetPassword } from "@/app/api/account/reset-password/route";
import { identity } from "@/lib/account/identity";
import { ensureConfiguredAccounts } from "@/lib/account/identity/admin-account";
import {
  accountStore,
  DEFAULT_ADMIN_EMAIL,
  EDITOR_COOLING_MS,
} from "@/lib/account/roles";
import { documents } from "@/lib/documents";
import { jsonPost } from "@/test/api/account";
import { answerOf, request } from "@/test/route-request";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { POST as resetLink } from "./[id]/reset-link/route";
import { PATCH } from "./[id]/route";

// The attack: editor 1 makes editor 2 a member, makes a reset link for the member, sets the
// password, signs in as editor 2 and makes it an editor again. Each step that would hand one
// editor's account to another is refused; what editors do for members still works.

const PASSWORD = "quince-harbour-57";
const NEW_PASSWORD = "cedar-press-by-the-citadel";

const patch = (id: string, body: object, cookie: string) =>
  PATCH(
    request(
      { cookie, "content-type": "application/json" },
      { method: "PATCH", body: JSON.stringify(body) },
    ),
    { params: Promise.resolve({ id }) },
  );

const linkFor = (id: string, cookie: string) =>
  resetLink(request({ cookie }, { method: "POST" }), {
    params: Promise.resolve({ id }),
  });

const setPassword = jsonPost(
  resetPassword,
  "http://localhost:3000/api/account/reset-password",
);

const links = async () =>
  Object.keys(await documents().list("passwordResets")).length;

/** A local account, a member. */
async function member(email: string) {
  const account = await identity().signUp(email, PASSWORD);
  await accountStore().record(account.id, account.email);
  return account;
}

describe("no editor takes over another editor's account", () => {
  useTempDataDir();
  const refused = (status: number, error: RegExp) => ({
    status,
    body: { error: expect.stringMatching(error) },
  });
  let owner: string;
  let editor2: Awaited<ReturnType<typeof member>>;
  /** Editor 1's session (its account promoted by the first admin); made anew as the clock moves. */
  let editor1: () => Promise<string>;

  beforeAll(async () => {
    // The server's start makes the first admin, recorded by id.
    await ensureConfiguredAccounts(() => {});
    const first = (await identity().findAccount(DEFAULT_ADMIN_EMAIL))!;
    owner = await sessionCookie({ sub: first.id, email: first.email });
    const one = await member("editor.one@example.com");
    editor2 = await member("editor.two@example.com");
    for (const { id } of [one, editor2])
      expect((await patch(id, { role: "editor" }, owner)).status).toBe(200);
    editor1 = () => sessionCookie({ sub: one.id, email: one.email });
  });
  afterEach(() => jest.restoreAllMocks());

  it("an editor neither demotes nor disables another editor, nor makes it a reset link (403)", async () => {
    const mine = await editor1();
    for (const change of [{ role: "member" }, { disabled: true }])
      expect(await answerOf(await patch(editor2.id, change, mine))).toEqual(
        refused(
          403,
          /^Only the first admin or an editor named in the server's configuration/,
        ),
      );
    expect(await accountStore().get(editor2.id)).toMatchObject({
      role: "editor",
      disabled: false,
    });
    expect((await linkFor(editor2.id, mine)).status).toBe(403);
  });

  it("the first admin demotes; the demoted editor gets no reset link for 7 days, then is a member like any other", async () => {
    expect((await patch(editor2.id, { role: "member" }, owner)).status).toBe(
      200,
    );
    const before = await links();
    expect(await answerOf(await linkFor(editor2.id, await editor1()))).toEqual(
      refused(403, /^This account is an editor, or was one in the last 7 days/),
    );
    expect(await links()).toBe(before);
    const demotedAt = (await accountStore().get(editor2.id))!.editorUntil!;
    const now = jest.spyOn(Date, "now");
    now.mockReturnValue(demotedAt + EDITOR_COOLING_MS - 1);
    expect((await linkFor(editor2.id, await editor1())).status).toBe(403);
    now.mockReturnValue(demotedAt + EDITOR_COOLING_MS);
    expect((await linkFor(editor2.id, await editor1())).status).toBe(201);
  });

  it("a link made for a member no longer opens it once an editor promotes it", async () => {
    const target = await member("soon.editor@example.com");
    const mine = await editor1();
    const made = await linkFor(target.id, mine);
    expect(made.status).toBe(201);
    const token = ((await made.json()) as { url: string }).url.split("#")[1];
    // Editors still promote members.
    expect((await patch(target.id, { role: "editor" }, mine)).status).toBe(200);
    const used = await setPassword({ token, newPassword: NEW_PASSWORD });
    expect(used.status).toBe(400);
    expect(Object.keys((await used.json()).fields)).toEqual(["token"]);
    await identity().signIn(target.email, PASSWORD);
  });
});
