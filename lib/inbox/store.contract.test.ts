import { retentionCutoff } from "./policy";
import {
  at,
  ids,
  message,
  eachMessageStore,
  pending,
  T0,
} from "@/test/inbox/store";

eachMessageStore("message store", (store) => {
  test("keeps a message as it was sent, and lists newest first", async () => {
    const older = message(undefined, {
      receivedAt: "2026-02-01T08:00:00.000Z",
      phone: "+963 21 555 0183",
    });
    const newest = message(undefined, {
      receivedAt: "2026-02-03T08:00:00.000Z",
    });
    const middle = message(
      {
        state: "pending",
        attempts: 2,
        lastError: "connect ECONNREFUSED",
        nextAttemptAt: "2026-02-02T08:04:00.000Z",
      },
      { receivedAt: "2026-02-02T08:00:00.000Z" },
    );
    for (const m of [older, newest, middle]) await store().add(m);
    expect(await store().list()).toEqual([newest, middle, older]);
    expect(await store().get(middle.id)).toEqual(middle);
    expect(await store().get(older.id)).toMatchObject({
      phone: "+963 21 555 0183",
    });
    expect((await store().get(newest.id))!.phone).toBe("");
    expect(await store().get("no-such-message")).toBeNull();
  });

  test("keeps an order enquiry's list with its message, through every change", async () => {
    const list = [
      { name: "Aleppo soap, 40% laurel oil", amount: 2 },
      { name: "Olive oil", amount: 1.5 },
    ];
    const enquiry = message(pending(T0), { list });
    const plain = message();
    await store().add(enquiry, at(1));
    await store().add(plain);
    expect(await store().get(enquiry.id)).toEqual(enquiry);
    expect(await store().get(plain.id)).not.toHaveProperty("list");
    expect((await store().setRead(enquiry.id, true))!.list).toEqual(list);
    const claimed = await store().claimNext(at(2), at(12));
    expect(claimed).toEqual({ ...enquiry, read: true });
    const delivered = { state: "delivered" as const, attempts: 1 };
    expect((await store().recordDelivery(enquiry.id, delivered))!.list).toEqual(
      list,
    );
    expect(
      (await store().list()).find((m) => m.id === enquiry.id),
    ).toMatchObject({ list, delivery: delivered });
  });

  test("marks a message read and unread; an unknown id is null", async () => {
    const m = message();
    await store().add(m);
    expect(await store().setRead(m.id, true)).toEqual({ ...m, read: true });
    expect((await store().get(m.id))!.read).toBe(true);
    expect((await store().setRead(m.id, false))!.read).toBe(false);
    expect(await store().setRead("no-such-message", true)).toBeNull();
    expect(await store().setRead("a/b.c", true)).toBeNull();
  });

  test("deletes a message once", async () => {
    const [keep, drop] = [message(), message()];
    await store().add(keep);
    await store().add(drop);
    expect(await store().remove(drop.id)).toBe(true);
    expect(await store().get(drop.id)).toBeNull();
    expect(await store().remove(drop.id)).toBe(false);
    expect(ids(await store().list())).toEqual([keep.id]);
  });

  test("restarts a failed or pending message, claimed for the caller", async () => {
    const failed = message({
      state: "failed",
      attempts: 10,
      lastError: "refused",
    });
    const busy = message(pending(T0));
    const delivered = message({ state: "delivered", attempts: 1 });
    const kept = message();
    for (const m of [failed, delivered, kept]) await store().add(m);
    await store().add(busy, at(10));

    const restarted = await store().restart(failed.id, at(1), at(11));
    expect(restarted).toEqual({
      claimed: true,
      message: {
        ...failed,
        delivery: {
          state: "pending",
          attempts: 0,
          nextAttemptAt: at(1).toISOString(),
        },
      },
    });
    // Claimed for the caller: no run takes it meanwhile.
    expect(await store().claimNext(at(2), at(12))).toBeNull();
    for (const m of [busy, delivered, kept])
      expect(await store().restart(m.id, at(1), at(11))).toEqual({
        claimed: false,
        message: m,
      });
    expect(await store().restart("no-such-message", at(1), at(11))).toBeNull();
  });

  test("deletes messages older than 12 months, keeps younger ones", async () => {
    const now = new Date("2026-06-15T12:00:00.000Z");
    const elevenMonths = message(undefined, {
      receivedAt: "2025-07-15T12:00:00.000Z",
    });
    const thirteenMonths = message(pending(T0), {
      receivedAt: "2025-05-15T12:00:00.000Z",
    });
    await store().add(elevenMonths);
    await store().add(thirteenMonths);
    expect(await store().purgeReceivedBefore(retentionCutoff(now))).toBe(1);
    expect(ids(await store().list())).toEqual([elevenMonths.id]);
    expect(await store().purgeReceivedBefore(retentionCutoff(now))).toBe(0);
  });
});
