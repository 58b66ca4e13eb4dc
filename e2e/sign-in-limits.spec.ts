import { expect, test } from "./support/test";
import { presentOwnAddress, signIn } from "./support/accounts";
import {
  newAccount,
  ownAddress,
  PASSWORD,
  signInStatus,
} from "./support/editors";

// The rules (per address, per account, the known browser's exemption, the device cookie):
// lib/account/auth/options-limits.test.ts, lib/account/auth/auth-refusal.test.ts. Here, on a
// real server, with a real device cookie, and what a person on the login page is told.
test("guesses from many addresses fill the account's ceiling, yet the owner's browser still signs in, and a new browser is told when to try again", async ({
  page,
  playwright,
  baseURL,
}) => {
  // The owner signs in on its own browser, which gives it a device cookie; then signs out.
  const { email } = await newAccount("member");
  const owner = await playwright.request.newContext({ baseURL });
  expect(await signInStatus(owner, email, PASSWORD)).toBe(200);
  const kept = (await owner.storageState()).cookies.filter(
    (c) => !c.name.includes("halabi.session"),
  );
  expect(kept.map((c) => c.name)).toContainEqual(
    expect.stringMatching(/halabi\.device$/),
  );
  await owner.dispose();

  // 12 addresses, 5 wrong passwords each; the 12 at once, five times.
  const attacker = await playwright.request.newContext({ baseURL });
  const { csrfToken } = await (await attacker.get("/api/auth/csrf")).json();
  const guess = async (address: string, i: number) =>
    (
      await attacker.post("/api/auth/callback/credentials", {
        form: { email, password: `guess-${i}-wrong`, csrfToken, json: "true" },
        headers: { "x-forwarded-for": address },
      })
    ).status();
  const addresses = Array.from({ length: 12 }, ownAddress);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++)
    statuses.push(
      ...(await Promise.all(addresses.map((address) => guess(address, i)))),
    );
  await attacker.dispose();
  expect(statuses.filter((s) => s === 401)).toHaveLength(50);
  expect(statuses.filter((s) => s === 429)).toHaveLength(10);

  // A new browser, with the right password, is held, and told for how long.
  await presentOwnAddress(page);
  await page.goto("/login");
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    /^Too many attempts\. Try again in (9|10) minutes\.$/,
  );
  await expect(page).toHaveURL(/\/login/);

  // The owner's browser, its device cookie kept, from yet another address, signs in.
  const back = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: kept, origins: [] },
  });
  expect(await signInStatus(back, email, PASSWORD)).toBe(200);
  await back.dispose();
});
