import { expect, test } from "./support/test";
import { otherPages, publicPages } from "./support/pages";

test("a visitor walking every public page receives no cookie and calls no other host", async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (
      !["127.0.0.1", "localhost"].includes(url.hostname) &&
      url.protocol !== "data:"
    )
      foreign.push(request.url());
  });
  for (const path of [
    ...publicPages.map((p) => p.path),
    ...otherPages,
    "/no-such-page",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(await page.context().cookies()).toEqual([]);
  expect(foreign).toEqual([]);
});
