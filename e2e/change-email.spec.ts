import { expect, test } from "./support/test";
import { ADMIN } from "./support/editors";

// A member's own address change, on the same page: change-password.spec.ts; the server keeps a
// configured address (409): app/api/account/email/route.test.ts.
test.use({ signedInAs: "admin" });

test("a configured editor's address stays as configured, and the page says so", async ({
  page,
}) => {
  await page.goto("/account/password");
  const address = page.getByRole("region", { name: "Sign-in address" });
  await expect(address).toContainText(`You sign in with ${ADMIN.email}.`);
  await expect(
    address.getByText(/This address is set in the site's settings/),
  ).toBeVisible();
  await expect(address.getByLabel("New address")).toHaveCount(0);
});
