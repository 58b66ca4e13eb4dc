import { expect, test, type Page } from "./support/test";
import { makeDraft } from "./support/catalog";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

// A save or fetch the network cannot carry says so at once or after 15 s,
// keeps the edits and leaves both buttons usable; nothing is sent later unasked.

const toolbar = (page: Page) => page.getByRole("region", { name: "Database" });
const status = (page: Page) => toolbar(page).getByRole("status");
const marker = (page: Page) => page.getByTestId("unsaved-marker");
const button = (page: Page, name: string) =>
  toolbar(page).getByRole("button", { name, exact: true });

/**
 * Edits the first product's description, an unsaved draft, once the page's
 * signed-in islands (loaded after it) are there: offline, they could not load.
 */
async function editDraft(page: Page, text: string) {
  await makeDraft(page, text);
  await expect(page.getByRole("button", { name: /^Manage/ })).toBeVisible();
}

async function expectEditsKept(page: Page, text: string) {
  await expect(marker(page)).toHaveText("Unsaved changes");
  await expect(
    page.locator("details[open]").first().getByLabel("Description"),
  ).toHaveValue(text);
  await expect(button(page, "Save to Database")).toBeEnabled();
  await expect(button(page, "Fetch from Database")).toBeEnabled();
}

test("a save that gets no answer is abandoned after 15 seconds; offline, Save and Fetch say they cannot reach the server; the edits are kept and nothing is sent later", async ({
  page,
  context,
}) => {
  // The page's clock runs as usual until the test moves it 15 s on.
  await page.clock.install();
  const draft = "Written on a train without signal";
  await editDraft(page, draft);

  await test.step("a save that gets no answer is abandoned after 15 seconds", async () => {
    // The request reaches nowhere and is never answered.
    await page.route("**/api/products", (route) =>
      route.request().method() === "PUT" ? undefined : route.fallback(),
    );
    await button(page, "Save to Database").click();
    await expect(status(page)).toHaveText(/^Saving/);
    await expect(button(page, "Save to Database")).toBeDisabled();
    await page.clock.fastForward(14_000);
    await expect(status(page)).toHaveText(/^Saving/);
    await page.clock.fastForward(1_000);
    await expect(status(page)).toHaveText(
      /The save got no answer in 15 seconds and was abandoned\. Your edits are kept/,
    );
    await expectEditsKept(page, draft);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT") writes.push(request.url());
  });

  await test.step("offline, Save says it cannot reach the server", async () => {
    await context.setOffline(true);
    await button(page, "Save to Database").click();
    await expect(status(page)).toHaveText(
      /You are offline, so nothing was sent\. Your edits are kept/,
    );
    await expectEditsKept(page, draft);
  });

  await test.step("offline, Fetch says so too, and asks nothing: nothing could replace the edits", async () => {
    await button(page, "Fetch from Database").click();
    await expect(status(page)).toHaveText(
      /You are offline, so the catalogue could not be fetched/,
    );
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectEditsKept(page, draft);
  });

  await test.step("back online, the refused save is not sent behind the user's back", async () => {
    await context.setOffline(false);
    expect(
      await page.evaluate(() => fetch("/api/health").then((res) => res.ok)),
    ).toBe(true);
    await expect(status(page)).toHaveText(/You are offline/);
    expect(writes).toEqual([]);
    await expectEditsKept(page, draft);
  });
});
