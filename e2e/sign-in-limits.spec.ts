import { expect, test } from "./support/test";
import { presentOwnAddress, signIn, uniqueEmail } from "./support/accounts";
import { ownAddress } from "./support/editors";

const PASSWORD = "juniper-kettle-1832";

test("guesses from many addresses fill the account's ceiling, yet the owner's browser still signs in, and a new browser is told when to try again", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // 60 wrong passwords, each a password hash (cheap on the test servers).
  test.setTimeout(120_000);
  // The owner makes the account on this browser: signing in gives it a device cookie.
  const email = uniqueEmail("owner");
  await presentOwnAddress(page);
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
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

test("successful sign-ins never count: a phone signing in often, with a typo, still gets in", async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail("phone");
  await presentOwnAddress(page);
  // The page's own address does not reach page.request: sign-ups are 5 an address.
  const signUp = await page.request.post("/api/auth/signup", {
    data: { email, password: PASSWORD },
    headers: { "x-forwarded-for": ownAddress() },
  });
  expect(signUp.status()).toBe(201);
  const signInOnPage = async (password: string) => {
    await page.context().clearCookies();
    await page.goto("/login");
    await signIn(page, email, password);
  };
  for (let i = 0; i < 5; i++) {
    await signInOnPage(PASSWORD);
    await expect(page).toHaveURL(/\/addProducts$/);
  }
  for (let i = 0; i < 4; i++) {
    await signInOnPage("juniper-kettle-1833");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "The password is invalid or the user does not have a password.",
    );
  }
  await signInOnPage(PASSWORD);
  await expect(page).toHaveURL(/\/addProducts$/);
});
