import { accountStore } from "@/lib/account/roles";
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
    const theirs = await sessionCookie({
      sub: "ed-2",
      email: "ed2@example.com",
    });
    expect((await list(theirs)).status).toBe(200);
    expect((await patch("ed-2", { disabled: true }, editor)).status).toBe(200);
    expect((await list(theirs)).status).toBe(401);
    expect((await patch("ed-2", { disabled: false }, editor)).status).toBe(200);
    // Enabling again does not revive the old session.
    expect((await list(theirs)).status).toBe(401);
  });

  it("never lets the last active editor go (409)", async () => {
    const store = accountStore();
    const solo = await sessionCookie({
      sub: "solo",
      email: "solo@example.com",
    });
    for (const a of await store.list())
      if (a.id !== "solo" && a.role === "editor")
        await store.update(a.id, { role: "member" });
    const res = await patch("solo", { role: "member" }, solo);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(/editor must remain/);
    expect((await patch("solo", { disabled: true }, solo)).status).toBe(409);
    expect((await store.get("solo"))!.role).toBe("editor");
    editor = solo;
  });

  it("keeps configured editors (ADMIN_EMAILS) editors", async () => {
    await accountStore().record(
      "owner",
      "owner@halabi-soap.example.com",
      "editor",
    );
    const res = await patch("owner", { role: "member" }, editor);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(/ADMIN_EMAILS/);
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
