import { accountStore, DEFAULT_ADMIN_EMAIL } from "@/lib/account/roles";
import { resetEnvForTests } from "@/lib/env";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { PATCH } from "./[id]/route";
import { GET } from "./route";

const BASE = "http://localhost:3000/api/accounts";
const sameSite = { "sec-fetch-site": "same-origin" };

const list = (cookie: string, headers: Record<string, string> = sameSite) =>
  GET(new Request(BASE, { headers: { ...headers, cookie } }));

const patch = (
  id: string,
  body: unknown,
  cookie: string,
  headers: Record<string, string> = {},
) =>
  PATCH(
    new Request(`${BASE}/${encodeURIComponent(id)}`, {
      method: "PATCH",
      headers: {
        ...sameSite,
        "content-type": "application/json",
        cookie,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  );

describe("/api/accounts", () => {
  useTempDataDir({ ADMIN_EMAILS: "owner@halabi-soap.example.com" });

  let editor: string;
  beforeAll(async () => {
    editor = await sessionCookie({ sub: "ed-1", email: "ed1@example.com" });
    await accountStore().record("mem-1", "mem1@example.com");
  });

  it("lists every account with role and disabled, for editors", async () => {
    const res = await list(editor);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(
      expect.arrayContaining([
        {
          id: "ed-1",
          email: "ed1@example.com",
          role: "editor",
          disabled: false,
        },
        {
          id: "mem-1",
          email: "mem1@example.com",
          role: "member",
          disabled: false,
        },
      ]),
    );
  });

  it("refuses visitors (401), members (403) and cross-site requests (403)", async () => {
    expect((await list("")).status).toBe(401);
    const member = await sessionCookie(
      { sub: "mem-2", email: "mem2@example.com" },
      { role: "member" },
    );
    expect((await list(member)).status).toBe(403);
    expect((await patch("mem-1", { role: "editor" }, member)).status).toBe(403);
    expect(
      (await list(editor, { "sec-fetch-site": "cross-site" })).status,
    ).toBe(403);
    expect((await accountStore().get("mem-1"))!.role).toBe("member");
  });

  it("promotes a member, whose open session can then write", async () => {
    const memberCookie = await sessionCookie(
      { sub: "mem-3", email: "mem3@example.com" },
      { role: "member" },
    );
    expect((await list(memberCookie)).status).toBe(403);
    const res = await patch("mem-3", { role: "editor" }, editor);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: "mem-3",
      email: "mem3@example.com",
      role: "editor",
      disabled: false,
    });
    expect((await list(memberCookie)).status).toBe(200);
  });

  it("disabling ends the account's open sessions at once", async () => {
    const owner = await sessionCookie({
      sub: "owner",
      email: "owner@halabi-soap.example.com",
    });
    const theirs = await sessionCookie({
      sub: "ed-2",
      email: "ed2@example.com",
    });
    expect((await list(theirs)).status).toBe(200);
    expect((await patch("ed-2", { disabled: true }, owner)).status).toBe(200);
    expect((await list(theirs)).status).toBe(401);
    expect((await patch("ed-2", { disabled: false }, editor)).status).toBe(200);
    // Enabling again does not revive the old session.
    expect((await list(theirs)).status).toBe(401);
  });

  it("refuses editors demoting or disabling themselves (403): one tap must not lock them out", async () => {
    for (const change of [
      { role: "member" },
      { disabled: true },
      { role: "member", disabled: true },
    ]) {
      const res = await patch("ed-1", change, editor);
      expect(res.status).toBe(403);
      expect((await res.json()).error).toMatch(
        /cannot take the editor role from your own account or disable it/,
      );
    }
    expect(await accountStore().get("ed-1")).toMatchObject({
      role: "editor",
      disabled: false,
    });
    // Nothing that steps down is refused: the editor role again is no change.
    expect((await patch("ed-1", { role: "editor" }, editor)).status).toBe(200);
    expect((await list(editor)).status).toBe(200);
  });

  it("keeps configured editors (ADMIN_EMAILS) editors", async () => {
    await accountStore().record(
      "owner",
      "owner@halabi-soap.example.com",
      "editor",
    );
    for (const change of [{ role: "member" }, { disabled: true }]) {
      const res = await patch("owner", change, editor);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatch(/ADMIN_EMAILS/);
    }
    expect(await accountStore().get("owner")).toMatchObject({
      role: "editor",
      disabled: false,
    });
  });

  it("keeps the first admin (recorded by id, whatever its address) an editor, like a configured one", async () => {
    await accountStore().record("first", DEFAULT_ADMIN_EMAIL, "editor", {
      firstAdmin: true,
    });
    await accountStore().record("first", "renamed.owner@example.com");
    for (const change of [{ role: "member" }, { disabled: true }]) {
      const res = await patch("first", change, editor);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatch(/the first admin account/);
    }
    expect(await accountStore().get("first")).toMatchObject({
      role: "editor",
      disabled: false,
    });
  });

  it("answers 400 naming the field, 404 for an unknown id, 415/413 for bad bodies", async () => {
    const bad = await patch("mem-1", { role: "admin" }, editor);
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty("role");
    const flag = await patch("mem-1", { disabled: "yes" }, editor);
    expect((await flag.json()).fields).toHaveProperty("disabled");
    expect((await patch("mem-1", {}, editor)).status).toBe(400);
    expect(
      (await patch("mem-1", { role: "editor", x: 1 }, editor)).status,
    ).toBe(400);
    expect((await patch("mem-1", "[", editor)).status).toBe(400);
    expect((await patch("nobody", { role: "editor" }, editor)).status).toBe(
      404,
    );
    expect(
      (
        await patch("mem-1", { role: "editor" }, editor, {
          "content-type": "text/plain",
        })
      ).status,
    ).toBe(415);
    expect(
      (await patch("mem-1", { role: "x".repeat(10_000) }, editor)).status,
    ).toBe(413);
  });

  afterAll(() => resetEnvForTests());
});
