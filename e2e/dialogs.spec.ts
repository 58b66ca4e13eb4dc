import { newAccount } from "./support/editors";
import { expect, test } from "./support/test";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

test(
  "a confirmation's heading breaks an address only at @ or a dot; Cancel is quiet, the action strong, side by side",
  // A phone's narrow dialog is where a heading breaks and the buttons must still fit side by side.
  { tag: "@phone-only" },
  async ({ page }) => {
    // A member with a long address.
    const { email } = await newAccount(
      "member",
      `sami.halabi.${Date.now().toString(36)}${process.pid}@example.org`,
    );
    await page.goto("/editors");
    await page
      .getByRole("listitem")
      .filter({ hasText: email })
      .getByRole("button", { name: "Make editor" })
      .click();
    const dialog = page.getByRole("dialog");
    const heading = dialog.getByRole("heading", {
      name: `Make ${email} an editor?`,
    });
    await expect(heading).toBeVisible();
    // Fully in: its transition is over and Cancel has the focus.
    await expect(dialog.locator("[data-entered]")).toHaveCount(1);

    // Each line of the heading starts after a space, or with the address's "@" or ".".
    const lineStarts = await heading.evaluate((heading) => {
      const starts: string[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let top: number | null = null;
      let before = "";
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || !text[i]!.trim()) {
            before = text[i]!;
            continue;
          }
          if (top !== null && rect.top > top + 4) starts.push(before + text[i]);
          top = rect.top;
          before = text[i]!;
        }
      }
      return starts;
    });
    expect(lineStarts.length).toBeGreaterThan(0);
    for (const start of lineStarts) expect(start).toMatch(/^(\s.|.[@.])$/);

    const cancel = dialog.getByRole("button", { name: "Cancel" });
    const action = dialog.getByRole("button", { name: "Make editor" });
    const [cancelBox, actionBox] = [
      (await cancel.boundingBox())!,
      (await action.boundingBox())!,
    ];
    expect(Math.abs(cancelBox.y - actionBox.y)).toBeLessThan(2);
    expect(cancelBox.x + cancelBox.width).toBeLessThanOrEqual(actionBox.x);
    const background = (button: typeof cancel) =>
      button.evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(await background(cancel)).toBe("rgba(0, 0, 0, 0)");
    expect(await background(action)).not.toBe("rgba(0, 0, 0, 0)");
    await expect(cancel).toBeFocused();
    await cancel.click();
    await expect(dialog).toHaveCount(0);
  },
);
