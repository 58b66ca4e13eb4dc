import { failedAttempt, MAX_ATTEMPTS } from "./policy";
import {
  at,
  ids,
  message,
  eachMessageStore,
  pending,
  T0,
} from "@/test/messages/store";

eachMessageStore("message store claims", (store) => {
  test("hands each due message to one of two runs claiming at once", async () => {
    const due = Array.from({ length: 6 }, (_, i) => message(pending(at(-i))));
    const notYet = message(pending(at(5)));
    const others = [
      message(),
      message({ state: "delivered", attempts: 1 }),
      message({ state: "failed", attempts: 10, lastError: "refused" }),
    ];
    for (const m of [...due, notYet, ...others]) await store().add(m);
    const [a, b] = await Promise.all([
      store().claimDue(T0, at(10), 10),
      store().claimDue(T0, at(10), 10),
    ]);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
    expect(ids([...a, ...b])).toEqual(ids(due));
    // Claimed: no one else gets them, until the claim runs out (a run that died).
    expect(await store().claimDue(at(1), at(11), 10)).toEqual([]);
    expect(ids(await store().claimDue(at(10), at(20), 10))).toEqual(
      ids([...due, notYet]),
    );
  });

  test("claims the longest-waiting first, at most `limit`", async () => {
    const late = message(pending(at(-1)));
    const early = message(pending(at(-3)));
    await store().add(late);
    await store().add(early);
    expect(ids(await store().claimDue(T0, at(10), 1))).toEqual([early.id]);
    expect(ids(await store().claimDue(T0, at(10), 1))).toEqual([late.id]);
  });

  test("a message added with a claim waits for its first attempt's outcome", async () => {
    const m = message(pending(T0));
    await store().add(m, at(10));
    expect(await store().claimDue(T0, at(10), 5)).toEqual([]);
    const delivered = { state: "delivered" as const, attempts: 1 };
    expect(await store().recordDelivery(m.id, delivered)).toEqual({
      ...m,
      delivery: delivered,
    });
    expect(await store().claimDue(at(20), at(30), 5)).toEqual([]);
    expect(
      await store().recordDelivery("no-such-message", delivered),
    ).toBeNull();
  });

  test("backs off after each failure and gives up after 10 attempts", async () => {
    const m = message(pending(T0));
    await store().add(m);
    let now = T0;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const [claimed] = await store().claimDue(now, at(100_000), 1);
      expect(claimed?.id).toBe(m.id);
      const after = await store().recordDelivery(
        m.id,
        failedAttempt(claimed!.delivery, `refused ${attempt}`, now),
      );
      expect(after!.delivery).toMatchObject({
        attempts: attempt,
        lastError: `refused ${attempt}`,
      });
      if (attempt === MAX_ATTEMPTS) break;
      expect(after!.delivery.state).toBe("pending");
      const next = new Date(after!.delivery.nextAttemptAt!);
      waits.push((next.getTime() - now.getTime()) / 60_000);
      // Not a moment before it is due.
      expect(
        await store().claimDue(new Date(next.getTime() - 1), at(100_000), 1),
      ).toEqual([]);
      now = next;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256]);
    const failed = (await store().get(m.id))!;
    expect(failed.delivery).toEqual({
      state: "failed",
      attempts: 10,
      lastError: "refused 10",
    });
    // Given up on, yet kept and visible; never claimed again on its own.
    expect(ids(await store().list())).toEqual([m.id]);
    expect(await store().claimDue(at(10_000), at(10_010), 5)).toEqual([]);
  });
});
