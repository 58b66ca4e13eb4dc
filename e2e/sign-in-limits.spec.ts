import { expect, test } from "./support/test";
import { presentOwnAddress, signIn } from "./support/accounts";
import { newAccount, ownAddress, PASSWORD } from "./support/editors";

test("guesses from many addresses fill the account's ceiling, yet the owner's browser still signs in, and a new browser is told when to try again", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // The owner signs in on this browser, which gives it a device cookie.
  const { email } = await newAccount("member");
  await presentOwnAddress(page);
  await page.goto("/login");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/addProducts$/);
  const device = (await page.context().cookies()).find((c) =>
    c.name.endsWith("halabi.device"),
  );
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(device!.expires - Date.now() / 1000).toBeGreaterThan(360 * 86_400);
  // Signed out: the device cookie stays, the session goes.
  await page.context().clearCookies({ name: /halabi\.session/ });

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
  const stranger = await browser.newPage();
  await presentOwnAddress(stranger);
  await stranger.goto("/login");
  await signIn(stranger, email, PASSWORD);
  await expect(stranger.getByRole("main").getByRole("alert")).toHaveText(
    /^Too many attempts\. Try again in (9|10) minutes\.$/,
  );
  await expect(stranger).toHaveURL(/\/login/);
  await stranger.close();

  // The owner's browser, from yet another address, signs in.
  await presentOwnAddress(page);
  await page.goto("/login");
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/addProducts$/);
});
