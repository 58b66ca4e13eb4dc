import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { useTempDataDir } from "@/test/temp-data-dir";
import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import { createAccountStore, publicAccount, type AccountStore } from "./store";

const database = readerDatabaseForFile();

/*
 * One suite, run on both documents. Each case uses its own ids, so the
 * documents may keep state between cases.
 */
const backends: [string, () => AccountStore][] = [
  ["SQLite", () => createAccountStore(createSqliteDocuments())],
  [
    "Firebase (Realtime Database REST)",
    () => createAccountStore(createFirebaseDocuments(database.options())),
  ],
];

let serial = 0;
const fresh = (tag: string) => {
  const n = `${tag}-${Date.now().toString(36)}-${++serial}`;
  return { id: `id-${n}`, email: `${n}@example.com` };
};
// An editor that stays one, so the last-editor rule never refuses a demotion here.
const keeper = fresh("kept-editor");

describe.each(backends)("account store: %s", (_name, make) => {
  useTempDataDir();
  let store: AccountStore;
  beforeAll(() => {
    store = make();
  });

  test("a first sign-in records a member; a later one keeps the role", async () => {
    const a = fresh("member");
    const first = await store.record(a.id, a.email);
    expect(first).toMatchObject({ ...a, role: "member", disabled: false });
    await store.update(a.id, { role: "editor" });
    expect((await store.record(a.id, a.email)).role).toBe("editor");
    expect(await store.get(a.id)).toMatchObject({ role: "editor" });
  });

  test("recording as editor promotes (configured editors)", async () => {
    const a = fresh("configured");
    await store.record(a.id, a.email);
    expect((await store.record(a.id, a.email, "editor")).role).toBe("editor");
  });

  test("an unknown account is null, and cannot be changed", async () => {
    expect(await store.get("nobody-here")).toBeNull();
    await expect(
      store.update("nobody-here", { role: "editor" }),
    ).rejects.toMatchObject({
      name: "NotFoundError",
    });
  });

  test("list shows every account with role and disabled", async () => {
    const a = fresh("listed");
    await store.record(a.id, a.email);
    const listed = (await store.list()).find((x) => x.id === a.id);
    expect(publicAccount(listed!)).toEqual({
      ...a,
      role: "member",
      disabled: false,
    });
  });

  test("the first admin is recorded once, by id: a later claim, or its address on another account, is not it", async () => {
    const first = fresh("first");
    const later = fresh("later");
    // Claiming makes an editor; a member's claim after it changes nothing.
    expect(
      await store.record(first.id, first.email, "member", { firstAdmin: true }),
    ).toMatchObject({ role: "editor", firstAdmin: true });
    expect(
      await store.record(later.id, later.email, "member", { firstAdmin: true }),
    ).toMatchObject({ role: "member" });
    expect((await store.get(later.id))!.firstAdmin).toBeUndefined();
    // Another account taking the first admin's address is not the first admin.
    const holder = fresh("holder");
    await store.record(holder.id, first.email, "member", { firstAdmin: true });
    expect((await store.get(holder.id))!.firstAdmin).toBeUndefined();
    // The first admin stays it under any address, and is made an editor again at a sign-in.
    await store.record(keeper.id, keeper.email, "editor");
    await store.update(first.id, { role: "member" });
    expect(await store.record(first.id, "renamed@example.com")).toMatchObject({
      role: "editor",
      firstAdmin: true,
    });
  });

  test("taking the editor role records when; promoting and disabling do not", async () => {
    const a = fresh("was-editor");
    await store.record(keeper.id, keeper.email, "editor");
    await store.record(a.id, a.email, "editor");
    await store.update(a.id, { disabled: true });
    await store.update(a.id, { disabled: false });
    expect((await store.get(a.id))!.editorUntil).toBeUndefined();
    const t0 = Date.now();
    await store.update(a.id, { role: "member" });
    const until = (await store.get(a.id))!.editorUntil!;
    expect(until).toBeGreaterThanOrEqual(t0);
    expect(until).toBeLessThanOrEqual(Date.now());
    // Kept through a promotion, so the next demotion moves it on.
    await store.update(a.id, { role: "editor" });
    expect((await store.get(a.id))!.editorUntil).toBe(until);
  });

  test("a reserved address stays reserved, in any case; others are not", async () => {
    const a = fresh("reserved");
    expect(await store.isReserved(a.email)).toBe(false);
    await store.reserve([a.email]);
    await store.reserve([]);
    expect(await store.isReserved(` ${a.email.toUpperCase()} `)).toBe(true);
    expect(await store.isReserved(`x${a.email}`)).toBe(false);
  });

  test("the last active editor can be neither demoted nor disabled", async () => {
    // Demote every other editor first, keeping one of ours.
    const keep = fresh("last");
    await store.record(keep.id, keep.email, "editor");
    for (const other of await store.list())
      if (other.id !== keep.id && other.role === "editor")
        await store.update(other.id, { role: "member" });
    await expect(
      store.update(keep.id, { role: "member" }),
    ).rejects.toMatchObject({
      name: "ConflictError",
      message: expect.stringMatching(/one active editor must remain/),
    });
    await expect(
      store.update(keep.id, { disabled: true }),
    ).rejects.toMatchObject({
      name: "ConflictError",
      message: expect.stringMatching(/one active editor must remain/),
    });
    expect(await store.get(keep.id)).toMatchObject({
      role: "editor",
      disabled: false,
    });
    // With a second editor, the first may step down.
    const second = fresh("second");
    await store.record(second.id, second.email, "editor");
    await expect(
      store.update(keep.id, { role: "member" }),
    ).resolves.toMatchObject({ role: "member" });
  });

  test("two editors demoting each other at once leave exactly one editor", async () => {
    const a = fresh("race-a");
    const b = fresh("race-b");
    await store.record(a.id, a.email, "editor");
    await store.record(b.id, b.email, "editor");
    for (const other of await store.list())
      if (![a.id, b.id].includes(other.id) && other.role === "editor")
        await store.update(other.id, { role: "member" });
    const outcomes = await Promise.allSettled([
      store.update(a.id, { role: "member" }),
      store.update(b.id, { role: "member" }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === "rejected");
    expect(refused?.reason).toMatchObject({ name: "ConflictError" });
    const editors = (await store.list()).filter(
      (x) => x.role === "editor" && !x.disabled,
    );
    expect(editors).toHaveLength(1);
    expect([a.id, b.id]).toContain(editors[0]!.id);
  });

  test("losing the editor role or being disabled ends open sessions; promotion does not", async () => {
    const keep = fresh("keeper");
    await store.record(keep.id, keep.email, "editor");
    const a = fresh("ends");
    const before = await store.record(a.id, a.email);
    await store.update(a.id, { role: "editor" });
    expect((await store.get(a.id))!.sessionsValidAfter).toBe(
      before.sessionsValidAfter,
    );
    const t0 = Date.now();
    await store.update(a.id, { role: "member" });
    const demoted = (await store.get(a.id))!.sessionsValidAfter;
    expect(demoted).toBeGreaterThanOrEqual(t0);
    await new Promise((r) => setTimeout(r, 5));
    await store.update(a.id, { disabled: true });
    expect((await store.get(a.id))!.sessionsValidAfter).toBeGreaterThan(
      demoted,
    );
    expect((await store.get(a.id))!.disabled).toBe(true);
    await store.update(a.id, { disabled: false });
    expect((await store.get(a.id))!.disabled).toBe(false);
  });

  test("ending sessions moves the account's cut-off forward, never back, and touches no other account", async () => {
    const a = fresh("everywhere");
    const b = fresh("bystander");
    await store.record(a.id, a.email);
    const other = await store.record(b.id, b.email);
    expect((await store.get(a.id))!.sessionsValidAfter).toBe(0);
    await store.endSessions(a.id, 1_000_000);
    expect(await store.get(a.id)).toMatchObject({
      ...a,
      role: "member",
      disabled: false,
      sessionsValidAfter: 1_000_000,
    });
    await store.endSessions(a.id, 500);
    expect((await store.get(a.id))!.sessionsValidAfter).toBe(1_000_000);
    const later = Date.now();
    await store.endSessions(a.id, later);
    expect((await store.get(a.id))!.sessionsValidAfter).toBe(later);
    expect(await store.get(b.id)).toEqual(other);
    await expect(
      store.endSessions(fresh("nobody").id, later),
    ).rejects.toMatchObject({ name: "NotFoundError" });
  });

  test("the setup guide's marks stay with the account, first time kept, through later changes", async () => {
    const a = fresh("guided");
    const b = fresh("unguided");
    await store.record(a.id, a.email, "editor");
    const other = await store.record(b.id, b.email, "editor");
    expect((await store.get(a.id))!.setupGuide).toBeUndefined();
    expect(await store.markGuide(a.id, "messages", 1_000)).toEqual({
      messages: 1_000,
    });
    expect(await store.markGuide(a.id, "messages", 2_000)).toEqual({
      messages: 1_000,
    });
    expect(await store.markGuide(a.id, "closed", 3_000)).toEqual({
      messages: 1_000,
      closed: 3_000,
    });
    // A sign-in, a role change and a new password keep them.
    await store.record(a.id, a.email, "editor");
    await store.update(a.id, { disabled: false });
    await store.passwordSet(a.id, 4_000);
    expect((await store.get(a.id))!.setupGuide).toEqual({
      messages: 1_000,
      closed: 3_000,
    });
    expect(await store.get(b.id)).toEqual(other);
    await expect(
      store.markGuide(fresh("nobody").id, "messages", 1),
    ).rejects.toMatchObject({ name: "NotFoundError" });
  });

  test("a guide mark taken back is gone, the others kept; an unknown account or mark changes nothing", async () => {
    const a = fresh("unmarked");
    await store.record(a.id, a.email, "editor");
    await store.markGuide(a.id, "codes", 1_000);
    await store.markGuide(a.id, "messages", 2_000);
    await store.unmarkGuide(a.id, "codes");
    expect((await store.get(a.id))!.setupGuide).toEqual({ messages: 2_000 });
    await store.unmarkGuide(a.id, "codes");
    expect((await store.get(a.id))!.setupGuide).toEqual({ messages: 2_000 });
    // Marked again after, it counts again.
    expect(await store.markGuide(a.id, "codes", 3_000)).toEqual({
      messages: 2_000,
      codes: 3_000,
    });
    const nobody = fresh("nobody").id;
    await expect(store.unmarkGuide(nobody, "codes")).resolves.toBeUndefined();
    expect(await store.get(nobody)).toBeNull();
  });

  test("a revoked session stays revoked; others are not", async () => {
    const sid = fresh("sid").id;
    expect(await store.isRevoked(sid)).toBe(false);
    await store.revokeSession(sid, Date.now() + 60_000);
    expect(await store.isRevoked(sid)).toBe(true);
    expect(await store.isRevoked(`${sid}-other`)).toBe(false);
  });
});
