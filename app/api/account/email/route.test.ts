import { identity } from "@/lib/account/identity";
import { requestSession } from "@/lib/account/auth/session";
import { accountStore } from "@/lib/account/roles";
import { jsonPost } from "@/test/api/account";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withFirebaseIdentity } from "@/test/with-env";
import { PUT } from "./route";

const URL = "http://localhost:3000/api/account/email";
// jsonPost's request, sent as a PUT.
const put = jsonPost(
  (req) => PUT(new Request(req, { method: "PUT" }) as Request),
  URL,
);
const change = (
  body: unknown,
  cookie: string,
  headers: Record<string, string> = {},
) => put(body, { cookie, ...headers });

// No word of the site's own: the password policy refuses those.
const PASSWORD = "quince-harbour-57";
const TEXT = {
  wrong: "This is not your current password.",
  invalid: "Enter a valid email address, for example name@example.com.",
  same: "This is already your address.",
  unavailable:
    "This address cannot be used: another account has it, or the site's settings keep it for an editor.",
  configured: /^This address is set in the site's settings/,
};
const live = (cookie: string) =>
  requestSession(new Request(URL, { headers: { cookie } }));
/** The session cookie (`name=value`) a response sets. */
const renewed = (res: Response, like: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(like.split("=")[0]!))!
    .split(";")[0]!;

/** An account of the backend with a live session cookie (a member, unless `role`). */
async function account(email: string, role?: "editor") {
  const { id } = await identity().signUp(email, PASSWORD);
  const cookie = await sessionCookie(
    { sub: id, email },
    { role: role ?? "member" },
  );
  return { id, cookie };
}

describe.each(["local", "firebase"])("PUT /api/account/email (%s)", (name) => {
  // The first admin is the generated placeholder (no ADMIN_EMAIL); one editor is configured.
  useTempDataDir({ ADMIN_EMAILS: `kept.${name}@example.com` });
  const standIn = name === "firebase" ? withFirebaseIdentity() : undefined;
  const at = (local: string) => `${local}.${name}@example.com`;

  it("changes the address: the old one no longer signs in, the new one does, and this session goes on under it", async () => {
    const { id, cookie } = await account(at("amal"));
    const elsewhere = await sessionCookie(
      { sub: id, email: at("amal") },
      { role: "member" },
    );
    const res = await change(
      { currentPassword: PASSWORD, newEmail: ` Amal.New.${name}@Example.com ` },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const moved = at("amal.new");
    await expect(identity().signIn(at("amal"), PASSWORD)).rejects.toThrow(
      /EMAIL_NOT_FOUND/,
    );
    expect((await identity().signIn(moved, PASSWORD)).id).toBe(id);
    // The roles store keeps the account under its new address, role unchanged.
    expect(await accountStore().get(id)).toMatchObject({
      email: moved,
      role: "member",
    });
    // This browser goes on under the new address; every other session is over.
    expect((await live(renewed(res, cookie)))?.user.email).toBe(moved);
    expect(await live(elsewhere)).toBeNull();
    expect(await live(cookie)).toBeNull();
  });

  it("lets the first admin replace the generated placeholder address, and stays an editor", async () => {
    const { id, cookie } = await account("admin@halabi-soap.local", "editor");
    const res = await change(
      { currentPassword: PASSWORD, newEmail: at("owner") },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(await accountStore().get(id)).toMatchObject({
      email: at("owner"),
      role: "editor",
    });
  });

  it("answers 400 naming the field: a wrong current password, a bad or unchanged address, missing fields", async () => {
    const { cookie } = await account(at("sami"));
    const cases: [unknown, Record<string, string>][] = [
      [
        { currentPassword: "not-the-password", newEmail: at("sami2") },
        { currentPassword: TEXT.wrong },
      ],
      [
        { currentPassword: PASSWORD, newEmail: "not-an-email" },
        { newEmail: TEXT.invalid },
      ],
      [
        { currentPassword: PASSWORD, newEmail: at("SAMI") },
        { newEmail: TEXT.same },
      ],
      [
        {},
        {
          currentPassword: "Enter your current password.",
          newEmail: "Enter the new address.",
        },
      ],
      [
        {
          currentPassword: PASSWORD,
          newEmail: `${"x".repeat(250)}@example.com`,
        },
        { newEmail: "Use an email address of 254 characters or fewer." },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await change(body, cookie);
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual(fields);
    }
    // Nothing changed.
    await identity().signIn(at("sami"), PASSWORD);
  });

  it("answers 409 on newEmail when another account has the address or the configuration keeps it", async () => {
    const { cookie } = await account(at("nour"));
    await account(at("taken"));
    for (const newEmail of [at("taken"), `KEPT.${name}@example.com`]) {
      const res = await change({ currentPassword: PASSWORD, newEmail }, cookie);
      expect(res.status).toBe(409);
      expect((await res.json()).fields).toEqual({
        newEmail: TEXT.unavailable,
      });
    }
    await identity().signIn(at("nour"), PASSWORD);
  });

  it("keeps a configured editor's address as configured (409, no field)", async () => {
    const { cookie } = await account(`kept.${name}@example.com`, "editor");
    const res = await change(
      { currentPassword: PASSWORD, newEmail: at("elsewhere") },
      cookie,
    );
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error).toMatch(TEXT.configured);
    expect(body.fields).toBeUndefined();
  });

  if (name === "firebase")
    it("says so when the Firebase project takes only a verified address (409), changing nothing", async () => {
      const { cookie } = await account(at("verified"));
      standIn!().enumerationProtection = true;
      const res = await change(
        { currentPassword: PASSWORD, newEmail: at("unverified") },
        cookie,
      );
      standIn!().enumerationProtection = false;
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatch(/verified/);
      await identity().signIn(at("verified"), PASSWORD);
    });

  it("counts a wrong current password like a wrong sign-in password (429 after 5 from one address)", async () => {
    const { cookie } = await account(at("guessed"));
    const from = { "x-forwarded-for": "203.0.113.44" };
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await change(
            { currentPassword: `guess-${i}`, newEmail: at("mine") },
            cookie,
            from,
          )
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("limits address changes like sign-ups, answered or not: 5 per account and 5 per client address in 10 minutes (429)", async () => {
    await account(at("probed"));
    const { cookie } = await account(at("prober"));
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await change(
            { currentPassword: PASSWORD, newEmail: at("probed") },
            cookie,
          )
        ).status,
      );
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);

    const from = { "x-forwarded-for": "203.0.113.45" };
    for (const local of ["one", "two", "three", "four", "five", "six"]) {
      const probe = await change(
        { currentPassword: PASSWORD, newEmail: at("probed") },
        (await account(at(`from.${local}`))).cookie,
        from,
      );
      expect(probe.status).toBe(local === "six" ? 429 : 409);
    }
  });

  it("answers 401 signed out, 403 cross-site", async () => {
    const body = { currentPassword: PASSWORD, newEmail: at("x") };
    expect((await change(body, "")).status).toBe(401);
    const { cookie } = await account(at("cross"));
    const crossSite = await change(body, cookie, {
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
  });
});
