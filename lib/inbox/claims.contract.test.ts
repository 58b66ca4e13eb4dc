import { failedAttempt, MAX_ATTEMPTS } from "./policy";
import {
  at,
  ids,
  message,
  eachMessageStore,
  pending,
  T0,
} from "@/test/inbox/store";

eachMessageStore("message store claims", (store) => {
  /** What one run claims, one message after the other, until nothing is due. */
  const claimAll = async (now: Date, until: Date) => {
    const claimed = [];
    for (let m; (m = await store().claimNext(now, until));) claimed.push(m);
    return claimed;
  };

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
      claimAll(T0, at(10)),
      claimAll(T0, at(10)),
    ]);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
    expect(ids([...a, ...b])).toEqual(ids(due));
    // Claimed: no one else gets them, until the claim runs out (a run that died).
    expect(await store().claimNext(at(1), at(11))).toBeNull();
    expect(ids(await claimAll(at(10), at(20)))).toEqual(ids([...due, notYet]));
  });

  test("claims the longest-waiting first", async () => {
    const late = message(pending(at(-1)));
    const early = message(pending(at(-3)));
    await store().add(late);
    await store().add(early);
    expect((await store().claimNext(T0, at(10)))?.id).toBe(early.id);
    expect((await store().claimNext(T0, at(10)))?.id).toBe(late.id);
  });

  test("a message added with a claim waits for its first attempt's outcome", async () => {
    const m = message(pending(T0));
    await store().add(m, at(10));
    expect(await store().claimNext(T0, at(10))).toBeNull();
    const delivered = { state: "delivered" as const, attempts: 1 };
    expect(await store().recordDelivery(m.id, delivered)).toEqual({
      ...m,
      delivery: delivered,
    });
    expect(await store().claimNext(at(20), at(30))).toBeNull();
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
      const claimed = await store().claimNext(now, at(100_000));
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
        await store().claimNext(new Date(next.getTime() - 1), at(100_000)),
      ).toBeNull();
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
    expect(await store().claimNext(at(10_000), at(10_010))).toBeNull();
  });
});
