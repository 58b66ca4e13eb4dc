import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { unique } from "./support/catalog";
import { ownAddress } from "./support/editors";
import { openMenuIfPhone } from "./support/menu";

// The Messages API (listing, read flags, deleting, who may): app/api/messages/**/route.test.ts.

/** What a visitor sends through the contact form, posted as the form's script does. */
async function visitorWrites(page: Page, name: string) {
  const res = await page.request.post("/api/contact", {
    data: {
      name,
      email: "visitor@example.com",
      phone: "+49 30 1234567",
      message: `Do you ship to Berlin?\nAsked by ${name}.`,
    },
    headers: { "x-forwarded-for": ownAddress() },
  });
  expect(res.status(), await res.text()).toBe(202);
}

const card = (page: Page, name: string) =>
  page.getByRole("article", { name: new RegExp(name) });
const said = (n: number) => `(${n} unread message${n === 1 ? "" : "s"})`;

test.describe("the Messages screen", () => {
  test.use({ signedInAs: "editor" });

  test("the unread count leads an editor to a visitor's message, which is marked read and unread, and deleted", async ({
    page,
  }) => {
    const name = unique("Visitor");
    await visitorWrites(page, name);
    const manage = page.getByRole("button", { name: /^Manage/ });
    let count = 0;

    await test.step("every admin page's title and a laptop's Manage button count the unread messages", async () => {
      await page.goto("/shopDetails");
      await expect(manage).toHaveAccessibleName(/\(\d+ unread messages?\)$/);
      count = Number(
        (await manage.evaluate((b) => b.textContent))!.match(/\d+/)![0],
      );
      expect(count).toBeGreaterThan(0);
      await expect(manage.getByTestId("unread-badge")).toHaveText(
        String(count),
      );
      await expect(page).toHaveTitle(
        new RegExp(`^\\(${count}\\) Shop details `),
      );
      // The phone's menu button is not shown on a wide screen.
      await expect(
        page.getByRole("button", { name: /^Open menu/ }),
      ).toBeHidden();
    });

    await test.step("the Manage menu leads to Messages with the number of unread ones, to the history and to Change password", async () => {
      await manage.click();
      const messages = page.getByRole("menuitem", { name: /^Messages/ });
      await expect(messages).toContainText(`${count} unread message`);
      await expect(
        page.getByRole("menuitem", { name: "Catalogue history" }),
      ).toHaveAttribute("href", "/history");
      await expect(
        page.getByRole("menuitem", { name: "Change password" }),
      ).toHaveAttribute("href", "/account/password");
      await messages.click();
      await expect(page).toHaveURL(/\/messages$/);
    });

    const message = card(page, name);
    await test.step("a visitor's message appears, unread, with a way to reply", async () => {
      await expect(
        page.getByRole("heading", { level: 1, name: "Messages" }),
      ).toBeVisible();
      await expect(message).toContainText("Do you ship to Berlin?");
      await expect(message).toContainText("visitor@example.com");
      await expect(message).toContainText("+49 30 1234567");
      await expect(message).toContainText(
        "Kept on the site (no email service is set up).",
      );
      await expect(message.getByText("Unread", { exact: true })).toBeVisible();
      await expect(
        message.getByRole("link", { name: "Reply by email" }),
      ).toHaveAttribute(
        "href",
        /^mailto:visitor@example\.com\?subject=Re%3A%20your%20message/,
      );
      await expect(page).toHaveTitle(
        new RegExp(`^\\(${count}\\) Messages \\| Halabi Soap House$`),
      );
      await expectNoAxeViolations(page);
    });

    await test.step("marking it read lowers the count in the title and the header at once, and lasts", async () => {
      const summary = page.locator("[data-unread]");
      const before = Number(await summary.getAttribute("data-unread"));
      await message.getByRole("button", { name: "Mark as read" }).click();
      await expect(message.getByText("Unread", { exact: true })).toBeHidden();
      await expect(summary).toHaveAttribute("data-unread", String(before - 1));
      await expect(page).toHaveTitle(
        before > 1
          ? new RegExp(`^\\(${before - 1}\\) Messages `)
          : "Messages | Halabi Soap House",
      );
      if (before > 1)
        await expect(manage).toHaveAccessibleName(
          new RegExp(`${said(before - 1).replace(/[()]/g, "\\$&")}$`),
        );
      else await expect(manage.getByTestId("unread-badge")).toHaveCount(0);
      await page.reload();
      await message.getByRole("button", { name: "Mark as unread" }).click();
      await expect(message.getByText("Unread", { exact: true })).toBeVisible();
    });

    await test.step("deleting asks first, then the message is gone", async () => {
      await message.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("button", { name: "Delete message" }).click();
      await expect(message).toHaveCount(0);
      await expect(
        page.getByText(`The message from ${name} was deleted.`),
      ).toBeVisible();
    });
  });

  test(
    "at phone size, unread messages show on the menu button and its Manage row; a visitor's phone asks for nothing",
    { tag: "@phone-only" },
    async ({ page, browser }) => {
      await visitorWrites(page, unique("Visitor"));
      await page.goto("/addProducts");
      const menuButton = page.getByRole("button", { name: /^Open menu/ });
      await expect(menuButton).toHaveAccessibleName(
        /\(\d+ unread messages?\)$/,
      );
      const count = Number(
        (await menuButton.evaluate((b) => b.textContent))!.match(/\d+/)![0],
      );
      await expect(menuButton.getByTestId("unread-badge")).toHaveText(
        String(count),
      );
      await expect(page).toHaveTitle(
        new RegExp(`^\\(${count}\\) Add and Manage Aleppo Soap Products \\| `),
      );
      // Open, the menu button keeps its badge, and the Manage row shows the count too.
      await openMenuIfPhone(page, true);
      await expect(
        page
          .getByRole("button", { name: `Close menu ${said(count)}` })
          .getByTestId("unread-badge"),
      ).toBeVisible();
      await expect(
        page
          .getByRole("button", { name: `Manage ${said(count)}` })
          .getByTestId("unread-badge"),
      ).toHaveText(String(count));
      await expectNoAxeViolations(page);

      // A visitor: no count asked for, no cookie, a plain menu button.
      const visitor = await browser.newContext({ storageState: undefined });
      try {
        const visitorPage = await visitor.newPage();
        const asked: string[] = [];
        visitorPage.on("request", (r) => asked.push(new URL(r.url()).pathname));
        await visitorPage.goto("/home");
        await visitorPage.waitForLoadState("networkidle");
        await expect(
          visitorPage.getByRole("button", { name: "Open menu", exact: true }),
        ).toBeVisible();
        await expect(visitorPage.getByTestId("unread-badge")).toHaveCount(0);
        expect(asked).not.toContain("/api/messages/unread");
        // Nor any script beyond the ones its HTML names, but the visit count's
        // (loaded once the page is idle): the signed-in islands never load.
        const html = await (await visitorPage.request.get("/home")).text();
        const own = [...html.matchAll(/<script src="([^"]+)"/g)].map(
          (m) => m[1],
        );
        const later = asked.filter(
          (p) => p.endsWith(".js") && !own.includes(p),
        );
        for (const script of later)
          expect(
            await (await visitorPage.request.get(script)).text(),
          ).toContain("/api/visits");
        expect(later.length).toBeLessThanOrEqual(1);
        expect(await visitor.cookies()).toEqual([]);
      } finally {
        await visitor.close();
      }
    },
  );
});

test.describe("a member", () => {
  test.use({ signedInAs: "member" });

  test("a member is told only editors read messages", async ({ page }) => {
    await page.goto("/messages");
    await expect(
      page.getByText("Only editors can read the messages visitors send."),
    ).toBeVisible();
  });
});
