import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { unique } from "./support/catalog";
import { ownAddress } from "./support/editors";
import { showAccountControls } from "./support/accounts";
import { isPhone } from "./support/pages";

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

test.describe("the Messages screen", () => {
  test.use({ signedInAs: "editor" });

  test("a visitor's message appears, is marked read and unread, and is deleted", async ({
    page,
  }) => {
    const name = unique("Visitor");
    await visitorWrites(page, name);
    await page.goto("/messages");
    await expect(
      page.getByRole("heading", { level: 1, name: "Messages" }),
    ).toBeVisible();

    const message = card(page, name);
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
    await expectNoAxeViolations(page);

    await message.getByRole("button", { name: "Mark as read" }).click();
    await expect(message.getByText("Unread", { exact: true })).toBeHidden();
    await page.reload();
    await expect(
      card(page, name).getByRole("button", { name: "Mark as unread" }),
    ).toBeVisible();
    await card(page, name)
      .getByRole("button", { name: "Mark as unread" })
      .click();
    await expect(
      card(page, name).getByText("Unread", { exact: true }),
    ).toBeVisible();

    await card(page, name).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Delete message" }).click();
    await expect(card(page, name)).toHaveCount(0);
    await expect(
      page.getByText(`The message from ${name} was deleted.`),
    ).toBeVisible();
    const listed = (await (await page.request.get("/api/messages")).json()) as {
      name: string;
    }[];
    expect(listed.some((m) => m.name === name)).toBe(false);
  });

  test("the Manage menu leads to Messages with the number of unread ones, to the history and to Change password", async ({
    page,
  }, info) => {
    await visitorWrites(page, unique("Visitor"));
    await page.goto("/home");
    await showAccountControls(page, isPhone(info.project.name));
    await page.getByRole("button", { name: "Manage" }).click();
    const messages = page.getByRole("menuitem", { name: /^Messages/ });
    await expect(messages).toContainText(/\d+ unread message/);
    await expect(
      page.getByRole("menuitem", { name: "Catalogue history" }),
    ).toHaveAttribute("href", "/history");
    await expect(
      page.getByRole("menuitem", { name: "Change password" }),
    ).toHaveAttribute("href", "/account/password");
    await messages.click();
    await expect(page).toHaveURL(/\/messages$/);
  });

  test(
    "unread messages show on the phone's menu button and its Manage row, on a laptop's Manage button and in every admin page's title, following reads; a visitor asks for nothing",
    { tag: "@phone" },
    async ({ page, browser }, info) => {
      const phone = isPhone(info.project.name);
      const name = unique("Visitor");
      await visitorWrites(page, name);
      await page.goto("/addProducts");
      // The editor (on /addProducts): the title counts the unread messages.
      await expect(page).toHaveTitle(
        /^\(\d+\) Add and Manage Aleppo Soap Products \| /,
      );
      const said = (n: number) => `(${n} unread message${n === 1 ? "" : "s"})`;
      // Where the count shows with the menu closed: the phone's menu button, a laptop's Manage.
      const closedPlace = page.getByRole("button", {
        name: phone ? /^Open menu/ : /^Manage/,
      });
      await expect(closedPlace).toHaveAccessibleName(
        /\(\d+ unread messages?\)$/,
      );
      const count = Number(
        (await closedPlace.evaluate((b) => b.textContent))!.match(/\d+/)![0],
      );
      await expect(closedPlace.getByTestId("unread-badge")).toHaveText(
        String(count),
      );
      await expect(page).toHaveTitle(new RegExp(`^\\(${count}\\) `));
      await expectNoAxeViolations(page);
      if (phone) {
        // Open, the menu button keeps its badge, and the Manage row shows the count too.
        await closedPlace.click();
        const close = page.getByRole("button", {
          name: `Close menu ${said(count)}`,
        });
        await expect(close.getByTestId("unread-badge")).toBeVisible();
        const manage = page.getByRole("button", {
          name: `Manage ${said(count)}`,
        });
        await expect(manage.getByTestId("unread-badge")).toHaveText(
          String(count),
        );
        await expectNoAxeViolations(page);
      } else {
        // The phone's menu button is not shown on a wide screen.
        await expect(
          page.getByRole("button", { name: /^Open menu/ }),
        ).toBeHidden();
      }
      // Every admin page's title, not only the editor's and Messages.
      await page.goto("/shopDetails");
      await expect(page).toHaveTitle(
        new RegExp(`^\\(${count}\\) Shop details `),
      );

      // On Messages the title and the header follow what the editor reads, at once.
      await page.goto("/messages");
      const summary = page.locator("[data-unread]");
      await expect(card(page, name)).toBeVisible();
      const before = Number(await summary.getAttribute("data-unread"));
      expect(before).toBeGreaterThan(0);
      await expect(page).toHaveTitle(
        new RegExp(`^\\(${before}\\) Messages \\| Halabi Soap House$`),
      );
      await card(page, name)
        .getByRole("button", { name: "Mark as read" })
        .click();
      await expect(summary).toHaveAttribute("data-unread", String(before - 1));
      await expect(page).toHaveTitle(
        before > 1
          ? new RegExp(`^\\(${before - 1}\\) Messages `)
          : "Messages | Halabi Soap House",
      );
      if (before > 1)
        await expect(closedPlace).toHaveAccessibleName(
          new RegExp(`${said(before - 1).replace(/[()]/g, "\\$&")}$`),
        );
      else await expect(closedPlace.getByTestId("unread-badge")).toHaveCount(0);

      // A visitor (at the test's size): no count asked for, no cookie, a plain menu button.
      const visitor = await browser.newContext({ storageState: undefined });
      try {
        const visitorPage = await visitor.newPage();
        const asked: string[] = [];
        visitorPage.on("request", (r) => asked.push(new URL(r.url()).pathname));
        await visitorPage.goto("/home");
        await visitorPage.waitForLoadState("networkidle");
        if (phone)
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

  test("a member is told only editors read messages, and the API refuses them", async ({
    page,
  }) => {
    await page.goto("/messages");
    await expect(
      page.getByText("Only editors can read the messages visitors send."),
    ).toBeVisible();
    expect((await page.request.get("/api/messages")).status()).toBe(403);
  });
});
