import { expect, test as base } from "@playwright/test";
import { catalogue, type Listed } from "./catalog";
import { watchCsp } from "./csp";
import { newAccount, savedSession, type Role, type SignedIn } from "./editors";
import { port } from "./servers";

export * from "@playwright/test";
export { watchCsp };

/**
 * Who the test's browser starts signed in as: a role's account signed in
 * once for the run (e2e/auth.setup.ts), for tests that only need it at work;
 * or a new account of its own ("new editor", "new member"), made through the
 * API, for a test that signs it out or changes its password, address or role.
 * A context a test opens itself (browser.newContext) takes the test's options,
 * the sign-in too: a visitor's browser passes `storageState: undefined`.
 */
export type SignedInAs = Role | "new editor" | "new member";

/**
 * Every end-to-end test talks to its worker's own server. A test that opens the
 * browser runs with a CSP watch on its context: it fails if any page it opened
 * broke the policy (zero violations, every page). A test that only sends requests
 * opens no browser at all.
 */
export const test = base.extend<{
  signedInAs: SignedInAs | null;
  /** The signed-in account (`signedInAs`); a test without one has none. */
  me: SignedIn;
  account: SignedIn | null;
  /**
   * The catalogue as the test found it, saved back once the test has ended, whatever happened
   * (a timeout too), so that no later test of the worker meets a catalogue it changed.
   */
  catalogBefore: Listed[];
}>({
  baseURL: `http://127.0.0.1:${port}`,
  signedInAs: [null, { option: true }],
  account: async ({ signedInAs }, provide) => {
    if (!signedInAs) return provide(null);
    await provide(
      signedInAs === "new editor" || signedInAs === "new member"
        ? await newAccount(signedInAs === "new editor" ? "editor" : "member")
        : savedSession(signedInAs),
    );
  },
  storageState: async ({ account, storageState }, provide) =>
    provide(account?.state ?? storageState),
  me: async ({ account }, provide) => {
    if (!account) throw new Error("me: the test is signed in as nobody");
    await provide(account);
  },
  catalogBefore: async ({ page }, provide) => {
    const { list } = await catalogue(page);
    await provide(list);
    const { etag } = await catalogue(page);
    const res = await page.request.put("/api/products", {
      data: list,
      headers: { "if-match": etag },
    });
    expect(res.status(), await res.text()).toBe(200);
  },
  context: async ({ context }, provide) => {
    const violations = await watchCsp(context);
    await provide(context);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
});
