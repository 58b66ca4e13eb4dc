import { hashPassword, verifyPassword } from "./password";

// scrypt answers only when the test says so, so the test sees how many run at once.
const pending: (() => void)[] = [];
jest.mock("node:crypto", () => {
  const actual =
    jest.requireActual<typeof import("node:crypto")>("node:crypto");
  return {
    ...actual,
    scrypt: (...args: Parameters<typeof actual.scrypt>) => {
      pending.push(() => actual.scrypt(...args));
    },
  };
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

// Lets scrypt answer, as it is asked, until `work` settles (bounded: a stuck queue fails the test).
async function answerUntil<T>(work: Promise<T>): Promise<T> {
  let settled = false;
  void work.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < 10_000 && !settled; turn++) {
    pending.splice(0).forEach((run) => run());
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return work;
}

test("hashes at most two passwords at once, queues 32 more and refuses the rest with 429's code", async () => {
  const hashes = Array.from({ length: 34 }, () =>
    hashPassword("juniper-kettle-1832"),
  );
  await settle();
  expect(pending).toHaveLength(2);
  await expect(hashPassword("one-too-many-1832")).rejects.toMatchObject({
    providerMessage: "TOO_MANY_ATTEMPTS_TRY_LATER",
  });
  const stored = await answerUntil(Promise.all(hashes));
  expect(stored).toHaveLength(34);

  // Every place handed back: two run at once again, and the hash checks out.
  const check = verifyPassword("juniper-kettle-1832", stored[0]!);
  const other = verifyPassword("wrong-password-here", stored[1]!);
  const third = hashPassword("cedar-press-by-the-citadel");
  await settle();
  expect(pending).toHaveLength(2);
  await expect(answerUntil(check)).resolves.toBe(true);
  await expect(answerUntil(other)).resolves.toBe(false);
  await expect(answerUntil(third)).resolves.toMatch(/^scrypt\$/);
});
