import { messageStore } from "@/lib/inbox";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { list, patch, remove, retry, storeMessage } from "@/test/api/messages";

describe("/api/messages (editors)", () => {
  useTempDataDir();

  let editor: string;
  let member: string;
  beforeAll(async () => {
    editor = await sessionCookie({ sub: "msg-ed", email: "ed@example.com" });
    member = await sessionCookie(
      { sub: "msg-mem", email: "mem@example.com" },
      { role: "member" },
    );
  });

  it("lists every message newest first, in the stored shape, never cached", async () => {
    const older = await storeMessage(undefined, {
      receivedAt: "2026-01-01T09:00:00.000Z",
      phone: "+963 21 555 0183",
    });
    const newer = await storeMessage(
      {
        state: "failed",
        attempts: 10,
        lastError: "connect ECONNREFUSED 127.0.0.1:25",
      },
      { receivedAt: "2026-01-02T09:00:00.000Z" },
    );
    const res = await list(editor);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as unknown[];
    expect(body.slice(-2)).toEqual([newer, older]);
  });

  it("refuses visitors (401), members (403) and cross-site requests (403), on every route", async () => {
    const m = await storeMessage();
    const cross = { "sec-fetch-site": "cross-site" };
    for (const [cookie, status] of [
      ["", 401],
      [member, 403],
    ] as const) {
      expect((await list(cookie)).status).toBe(status);
      expect((await patch(m.id, { read: true }, cookie)).status).toBe(status);
      expect((await remove(m.id, cookie)).status).toBe(status);
      expect((await retry(m.id, cookie)).status).toBe(status);
    }
    expect((await list(editor, cross)).status).toBe(403);
    expect((await patch(m.id, { read: true }, editor, cross)).status).toBe(403);
    expect((await remove(m.id, editor, cross)).status).toBe(403);
    expect((await retry(m.id, editor, cross)).status).toBe(403);
    // Nothing changed: the refusals can fail.
    expect(await messageStore().get(m.id)).toEqual(m);
  });

  it("marks a message read and unread, answering the updated message", async () => {
    const m = await storeMessage();
    const res = await patch(m.id, { read: true }, editor);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ ...m, read: true });
    expect((await messageStore().get(m.id))!.read).toBe(true);
    expect(await (await patch(m.id, { read: false }, editor)).json()).toEqual(
      m,
    );
  });

  it("answers 400 naming the field for anything but a read flag", async () => {
    const m = await storeMessage();
    const cases: [unknown, string][] = [
      [{ read: "yes" }, "read"],
      [{}, "read"],
      [{ read: true, delivery: { state: "delivered" } }, "delivery"],
      [{ read: true, name: "x" }, "name"],
      [[], "body"],
      [null, "body"],
      ['"read"', "body"],
    ];
    for (const [body, field] of cases) {
      const res = await patch(
        m.id,
        typeof body === "string" ? body : JSON.stringify(body),
        editor,
      );
      expect(res.status).toBe(400);
      const answer = await res.json();
      expect(answer.fields).toHaveProperty(field);
      expect(answer.error).toMatch(/Invalid input/);
    }
    expect((await patch(m.id, "{", editor)).status).toBe(400);
    expect(
      (
        await patch(m.id, { read: true }, editor, {
          "content-type": "text/plain",
        })
      ).status,
    ).toBe(415);
    expect(
      (await patch(m.id, { read: true, pad: "x".repeat(2000) }, editor)).status,
    ).toBe(413);
    expect(await messageStore().get(m.id)).toEqual(m);
  });

  it("deletes a message (204), then knows it no more (404)", async () => {
    const m = await storeMessage();
    const res = await remove(m.id, editor);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await messageStore().get(m.id)).toBeNull();
    const again = await remove(m.id, editor);
    expect(again.status).toBe(404);
    expect((await again.json()).error).toBe(`No message with id ${m.id}`);
  });

  it("answers 404 for an unknown id", async () => {
    expect((await patch("nobody", { read: true }, editor)).status).toBe(404);
    expect((await remove("nobody", editor)).status).toBe(404);
    expect((await retry("nobody", editor)).status).toBe(404);
  });

  it("answers 409 to a retry while no email service is configured", async () => {
    const m = await storeMessage({
      state: "failed",
      attempts: 10,
      lastError: "refused",
    });
    const res = await retry(m.id, editor);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(/No email service is configured/);
    expect(await messageStore().get(m.id)).toEqual(m);
  });
});
