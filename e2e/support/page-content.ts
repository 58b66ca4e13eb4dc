import { expect, test, type Locator, type Page } from "@playwright/test";
import { msg } from "./content-messages";
import { distance, pixelsOf } from "./pixels";

/**
 * What each public page shows a person beyond what every page shares, as steps of the one
 * visit e2e/public-pages.spec.ts makes to it. A step that resizes the window puts it back.
 */
export const pageContent: Record<string, (page: Page) => Promise<void>> = {
  "/home": async (page) => {
    await test.step("the about-us title and both subtitles", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "About us",
      );
      await expect(page.getByText(msg("Home.subtitle1"))).toBeVisible();
      await expect(page.getByText(msg("Home.subtitle2"))).toBeVisible();
    });

    await test.step("the family section with an image and three texts", async () => {
      const family = page.getByRole("region", {
        name: msg("Home.family.heading"),
      });
      await expect(family.getByRole("img")).toHaveAttribute(
        "alt",
        msg("Home.family.imageAlt"),
      );
      for (const key of ["text1", "text2", "text3"])
        await expect(family.getByText(msg(`Home.family.${key}`))).toBeVisible();
    });

    await test.step("the six properties", async () => {
      const properties = page.getByRole("region", {
        name: msg("Home.properties.heading"),
      });
      await expect(properties.getByRole("listitem")).toHaveCount(6);
      await expect(properties.getByRole("heading", { level: 3 })).toHaveText([
        "Natural",
        "Biodegradable",
        "For all skin types",
        "Long-lasting",
        "Fragrance-free",
        "Handmade",
      ]);
    });

    await test.step("the mission in five lines, the vision and the distribution", async () => {
      const mission = page.getByRole("region", {
        name: msg("Home.mission.heading"),
      });
      await expect(mission.getByRole("listitem")).toHaveText(
        [1, 2, 3, 4, 5].map((n) => msg(`Home.mission.line${n}`)),
      );
      await expect(
        page
          .getByRole("region", { name: msg("Home.vision.heading") })
          .getByText(msg("Home.vision.text")),
      ).toBeVisible();
      const distribution = page.getByRole("region", {
        name: msg("Home.distribution.heading"),
      });
      // Its {address} is the shop's, on one line.
      await expect(
        distribution.getByText(
          msg("Home.distribution.text1").replace(
            "{address}",
            "Halabi Soap House, 12 Khan al-Sabun Street, Old City, Aleppo, Syria",
          ),
        ),
      ).toBeVisible();
      await expect(
        distribution.getByText(msg("Home.distribution.text2")),
      ).toBeVisible();
    });

    await test.step("the footer's four columns, copyright line and links", async () => {
      const footer = page.getByRole("contentinfo");
      for (const heading of ["Company", "Get help", "Gallery", "Follow us"])
        await expect(
          footer.getByRole("heading", { name: heading }),
        ).toBeVisible();
      await expect(
        footer.getByText(/^© 1832–\d{4} Halabi Soap House/),
      ).toBeVisible();
      for (const [name, path] of footerLinks)
        await expect(
          footer.getByRole("link", { name, exact: true }),
        ).toHaveAttribute("href", path);
      await expect(
        footer.getByRole("link", { name: "Aleppo soap on Wikipedia" }),
      ).toHaveAttribute("href", "https://en.wikipedia.org/wiki/Aleppo_soap");
      await expect(
        footer.getByRole("link", { name: "The laurel tree on Wikipedia" }),
      ).toHaveAttribute("href", /wikipedia\.org\/wiki\/Laurus_nobilis$/);
      for (const name of ["Facebook", "Instagram", "LinkedIn", "YouTube"])
        await expect(
          footer.getByRole("link", { name, exact: true }),
        ).toHaveAttribute("href", /^https:\/\//);
    });

    await test.step("the JSON-LD describes the brand and its shop", async () => {
      const scripts = page.locator('script[type="application/ld+json"]');
      await expect(scripts).toHaveCount(1);
      const data = JSON.parse((await scripts.textContent())!);
      const site = new URL(page.url()).origin;
      expect(data["@context"]).toBe("https://schema.org");
      const [brand, store] = data["@graph"];
      expect(brand["@type"]).toBe("Organization");
      expect(brand.foundingDate).toBe("1832");
      expect(brand.name).toBe(msg("Site.brand"));
      expect(brand.url).toBe(`${site}/home`);
      const telephone = msg("Site.phone").replace(/[^\d+]/g, "");
      expect(brand.contactPoint.length).toBeGreaterThan(0);
      expect(brand.contactPoint[0]).toMatchObject({
        "@type": "ContactPoint",
        telephone,
        email: msg("Site.email"),
      });
      expect(brand.sameAs).toEqual(
        ["facebook", "instagram", "linkedin", "youtube"].map((k) =>
          msg(`Site.${k}`),
        ),
      );
      // The workshop is a Store (a LocalBusiness) run by the brand: where, how to call, when open.
      expect(store).toMatchObject({
        "@type": "Store",
        name: msg("Site.brand"),
        telephone,
        address: { "@type": "PostalAddress", addressCountry: "Syria" },
        parentOrganization: { "@id": brand["@id"] },
      });
      // No hours until the family sets some on the Shop details screen.
      expect(store.openingHoursSpecification).toEqual([]);
    });

    await test.step("the header's email and social links and the footer's, their icons drawn, and the value badges and leaf marks", async () => {
      await expectHeaderContacts(page);
      await expectSocialIcons(
        page.getByRole("contentinfo").getByRole("list", { name: "Follow us" }),
      );
      const values = page
        .getByRole("list", { name: "What our soap stands for" })
        .locator("svg");
      await expect(values).toHaveCount(4);
      for (const badge of await values.all()) await expectDrawn(badge);
      await expectDrawn(
        page
          .getByRole("region", { name: "What makes our soap different" })
          .locator("svg")
          .first(),
      );
    });

    await test.step("every icon names one sprite address that names its content and is kept for a year", async () => {
      const addresses = await page
        .locator("svg use")
        .evaluateAll((uses) =>
          uses.map((use) => use.getAttribute("href")!.split("#")[0]),
        );
      expect(addresses.length).toBeGreaterThan(5);
      expect(new Set(addresses).size).toBe(1);
      expect(addresses[0]).toMatch(/^\/images\/icons\.svg\?v=[0-9a-f]{8}$/);
      const sprite = await page.request.get(addresses[0]!);
      expect(sprite.status()).toBe(200);
      expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
      expect(sprite.headers()["cache-control"]).toBe(
        "public, max-age=31536000, immutable",
      );
    });

    await test.step("the text padding changes under 990 px", async () => {
      const article = page.locator("main article");
      const padding = () =>
        article.evaluate((el) => {
          const style = getComputedStyle(el);
          return [style.paddingLeft, style.paddingRight];
        });
      await atWidths(page, async (width) => {
        await width(989);
        expect(await padding()).toEqual(["20px", "20px"]);
        for (const wide of [991, 990]) {
          await width(wide);
          expect(await padding()).toEqual(["64px", "64px"]);
        }
      });
    });

    await test.step("near its top, the catalogue's first three soaps, each to its page, and See our soaps", async () => {
      const catalogue = (await (
        await page.request.get("/api/products")
      ).json()) as { id: string; name: string }[];
      const soaps = page.getByRole("region", {
        name: msg("Home.soaps.heading"),
      });
      const cards = soaps.getByRole("listitem").getByRole("link");
      await expect(cards).toHaveCount(3);
      for (const [i, product] of catalogue.slice(0, 3).entries()) {
        await expect(cards.nth(i)).toContainText(product.name);
        await expect(cards.nth(i)).toHaveAttribute(
          "href",
          `/products/${product.id}`,
        );
      }
      // Before the family's story, the first section after the introduction.
      const family = page.getByRole("region", {
        name: msg("Home.family.heading"),
      });
      const [soapsTop, familyTop] = await Promise.all(
        [soaps, family].map(async (l) => (await l.boundingBox())!.y),
      );
      expect(soapsTop).toBeLessThan(familyTop!);
      await soaps.getByRole("link", { name: msg("Home.soaps.seeAll") }).click();
      await expect(page).toHaveURL(/\/products$/);
    });
  },

  "/products": async (page) => {
    await test.step("only the first picture is fetched eagerly, the others lazily", () =>
      expectOnlyFirstEager(page, "main ul img"));
  },

  "/gallery": async (page) => {
    const figures = page.locator("main figure");
    await test.step("the title, the subtitle and six captioned images", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        msg("Gallery.title"),
      );
      await expect(page.getByText(msg("Gallery.subtitle"))).toBeVisible();
      await expect(figures).toHaveCount(6);
      await expect(figures.locator("figcaption")).toHaveText(
        [1, 2, 3, 4, 5, 6].map((n) => msg(`Gallery.item${n}.caption`)),
      );
      // Each caption is also its picture's alternative text.
      for (let n = 1; n <= 6; n++)
        await expect(figures.nth(n - 1).getByRole("img")).toHaveAttribute(
          "alt",
          msg(`Gallery.item${n}.caption`),
        );
    });

    await test.step("only the first picture is fetched eagerly, the others lazily", () =>
      expectOnlyFirstEager(page, "main figure img"));

    await test.step("two rows of three from 768 px, one column below", async () => {
      await atWidths(page, async (width) => {
        await width(1280);
        const all = await boxes(figures);
        // Two rows of three: 1-3 share a row left to right, 4-6 the next one.
        for (const row of [0, 3]) {
          expect(all[row + 1]!.y).toBeCloseTo(all[row]!.y, 0);
          expect(all[row + 2]!.y).toBeCloseTo(all[row]!.y, 0);
          expect(all[row + 1]!.x).toBeGreaterThan(
            all[row]!.x + all[row]!.width,
          );
          expect(all[row + 2]!.x).toBeGreaterThan(
            all[row + 1]!.x + all[row + 1]!.width,
          );
        }
        expect(all[3]!.y).toBeGreaterThan(all[0]!.y + all[0]!.height);
        expect(all[3]!.x).toBeCloseTo(all[0]!.x, 0);
        await width(768);
        await expect.poll(() => columns(figures)).toBe(3);
        for (const narrow of [767, 375]) {
          await width(narrow);
          // One column: same left edge, each figure below the previous one.
          await expect.poll(() => columns(figures)).toBe(1);
          const stacked = await boxes(figures);
          for (let i = 1; i < 6; i++) {
            expect(stacked[i]!.x).toBeCloseTo(stacked[0]!.x, 0);
            expect(stacked[i]!.y).toBeGreaterThan(
              stacked[i - 1]!.y + stacked[i - 1]!.height,
            );
          }
        }
      });
    });

    await test.step("the header is fixed and holds the brand and the values", async () => {
      const brand = page.getByRole("link", {
        name: "Halabi Soap House (home)",
      });
      await expect(brand).toHaveAttribute("href", "/");
      await expect(page.locator("header > div").first()).toHaveCSS(
        "position",
        "fixed",
      );
      await page.mouse.wheel(0, 1500);
      await expect(brand).toBeInViewport();
      for (const value of ["Natural", "Handmade", "Eco-friendly", "Zero waste"])
        await expect(
          page
            .getByRole("list", { name: "What our soap stands for" })
            .getByText(value),
        ).toBeVisible();
      await expect(
        page.getByRole("img", { name: /Stacked Aleppo soap bars/ }),
      ).toBeAttached();
    });
  },

  "/benefits": async (page) => {
    await test.step("the key uses and the four ingredients", async () => {
      const uses = page.getByRole("region", region("Benefits.keyUses.heading"));
      await expect(uses.getByRole("heading", { level: 3 })).toHaveText([
        "Face",
        "Body",
        "Hair",
        "Shaving",
        "Gentle cleansing",
      ]);
      const ingredients = page.getByRole(
        "region",
        region("Benefits.ingredients.heading"),
      );
      // The spec's four ingredients, in its words.
      await expect(ingredients.getByRole("heading", { level: 3 })).toHaveText([
        /olive oil/i,
        /laurel oil/i,
        /sodium hydroxide/i,
        /water/i,
      ]);
    });

    await test.step("the laurel-oil percentages by skin type, exactly, as a table", async () => {
      const table = page.getByRole("table", {
        name: msg("Benefits.laurel.caption"),
      });
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader")).toHaveText([
        msg("Benefits.laurel.columnSkin"),
        msg("Benefits.laurel.columnPercent"),
      ]);
      const expected: [RegExp, string][] = [
        [/oily or acne-prone/i, "32-40%"],
        [/combination/i, "16-20%"],
        [/normal/i, "8-10%"],
        [/dry or sensitive/i, "4-5%"],
        [/most delicate/i, "1-2%"],
      ];
      const rows = table.locator("tbody tr");
      await expect(rows).toHaveCount(expected.length);
      for (const [index, [skin, percent]] of expected.entries()) {
        await expect(rows.nth(index).getByRole("rowheader")).toHaveText(skin);
        await expect(rows.nth(index).getByRole("cell")).toHaveText(percent);
      }
    });
  },

  "/ourmission": async (page) => {
    await test.step("the heritage since 1832, authenticity and the mission", async () => {
      const heritage = page.getByRole(
        "region",
        region("OurMission.heritage.heading"),
      );
      await expect(heritage).toContainText("1832");
      await expect(heritage).toContainText(msg("OurMission.heritage.text2"));
      for (const section of ["authenticity", "mission"]) {
        const part = page.getByRole(
          "region",
          region(`OurMission.${section}.heading`),
        );
        await expect(part).toContainText(msg(`OurMission.${section}.text1`));
        await expect(part).toContainText(msg(`OurMission.${section}.text2`));
      }
    });

    await test.step("ends with the phone number filled in and the email label", async () => {
      await expect(page.locator("body")).not.toContainText("{phone}");
      const footer = page.locator("main article > footer");
      await expect(footer).toContainText(
        msg("OurMission.footer.text").replace("{phone}", msg("Site.phone")),
      );
      await expect(
        footer.getByRole("link", { name: msg("Site.phone") }),
      ).toHaveAttribute("href", telephone);
      await expect(
        footer.getByRole("link", { name: msg("OurMission.footer.emailLabel") }),
      ).toHaveAttribute("href", `mailto:${msg("Site.email")}`);
    });
  },

  "/privacypolicy": async (page) => {
    await test.step("dated 01.01.2025, it covers every point of the spec", async () => {
      await expect(page.getByText("Last updated: 01.01.2025")).toBeVisible();
      for (const [key, words] of privacyPoints) {
        const section = page.getByRole("region", {
          name: msg(`PrivacyPolicy.${key}.heading`),
        });
        await expect(section).toContainText(msg(`PrivacyPolicy.${key}.text`));
        for (const word of words) await expect(section).toContainText(word);
      }
    });

    await test.step("messages stay on this server, as it is set up: no email service", async () => {
      const section = page.getByRole("region", {
        name: msg("PrivacyPolicy.delivery.heading"),
      });
      await expect(section).toContainText(
        msg("PrivacyPolicy.delivery.storedLocal"),
      );
      await expect(section).toContainText(
        msg("PrivacyPolicy.delivery.noEmail"),
      );
      await expect(section).not.toContainText("third-party email service");
    });

    await test.step("the address and contact details from the messages", async () => {
      const address = page.locator("main address");
      for (const key of ["label", "line1", "line2", "line3", "line4"])
        await expect(address).toContainText(msg(`Site.address.${key}`));
      await expect(
        address.getByRole("link", { name: msg("Site.email") }),
      ).toHaveAttribute("href", `mailto:${msg("Site.email")}`);
      await expect(
        address.getByRole("link", { name: msg("Site.phone") }),
      ).toHaveAttribute("href", telephone);
    });
  },

  "/productionprocess": async (page) => {
    await test.step("the history and the five steps as an illustrated sequence", async () => {
      await expect(
        page
          .getByRole("region", region("ProductionProcess.history.heading"))
          .getByText(msg("ProductionProcess.history.text1")),
      ).toBeVisible();
      const steps = page
        .getByRole("region", region("ProductionProcess.steps.heading"))
        .locator("ol > li");
      await expect(steps).toHaveCount(5);
      // The spec's five steps, in its order.
      const titles = [
        /cooking the base/i,
        /cooling/i,
        /cutting/i,
        /stamping/i,
        /ageing \(seven months\)/i,
      ];
      let previousTop = -Infinity;
      for (const [index, title] of titles.entries()) {
        const step = steps.nth(index);
        await expect(step.getByRole("heading", { level: 3 })).toHaveText(title);
        await expect(step).toContainText(`Step ${index + 1}`);
        await expect(step.getByRole("img")).toHaveAttribute(
          "alt",
          msg(`ProductionProcess.steps.step${index + 1}.imageAlt`),
        );
        const box = await step.boundingBox();
        expect(box!.y).toBeGreaterThan(previousTop);
        previousTop = box!.y;
      }
      await expect(steps.nth(4)).toContainText("seven months");
    });
  },

  "/underconstruction": async (page) => {
    await test.step("the spec's text and its image", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "This Page is under Constuction",
      );
      const image = page.getByRole("img", { name: /tower of soap bars/i });
      await expect(image).toBeVisible();
      await expect
        .poll(() =>
          image.evaluate(
            (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
          ),
        )
        .toBe(true);
    });
  },

  "/no-such-page": async (page) => {
    await test.step("an unknown path shows the home content, noindex and a canonical /home", async () => {
      await expect(
        page.getByRole("heading", { level: 1, name: "About us" }),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        "content",
        /noindex/,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/home$/,
      );
    });
  },
};

/** The header's email and social links, where they show at this size (on a phone, in the open menu). */
export async function expectHeaderContacts(page: Page) {
  const header = page.locator("header");
  const email = header
    .getByRole("link", { name: /hello@halabi-soap\.example\.com/ })
    .locator("visible=true");
  await expect(email).toHaveAttribute(
    "href",
    "mailto:hello@halabi-soap.example.com",
  );
  await expectDrawn(email.locator("svg"));
  for (const [name, host] of [
    ["Facebook", "facebook.com"],
    ["Instagram", "instagram.com"],
    ["LinkedIn", "linkedin.com"],
    ["YouTube", "youtube.com"],
  ])
    await expect(
      header.getByRole("link", { name, exact: true }).locator("visible=true"),
    ).toHaveAttribute(
      "href",
      new RegExp(`^https://www\\.${host.replace(".", "\\.")}/`),
    );
  await expectSocialIcons(
    header.getByRole("list", { name: "Follow us" }).locator("visible=true"),
  );
}

/** The footer's links to the site's own pages. */
export const footerLinks: [string, string][] = [
  ["About us", "/home"],
  ["Our mission", "/ourmission"],
  ["Aleppo Soap Benefits", "/benefits"],
  ["How it is made", "/productionprocess"],
  ["FAQ", "/contact"],
  ["Privacy policy", "/privacypolicy"],
  ["Factory", "/gallery"],
  ["Videos", "/underconstruction"],
];

const region = (name: string) => ({ name: msg(name) });

const telephone = `tel:${msg("Site.phone").replace(/[^\d+]/g, "")}`;

// Every point the spec lists for the privacy policy, with words that must appear in its section.
const privacyPoints: [string, (string | RegExp)[]][] = [
  ["dataCollected", ["name", "email address", "message", "IP address"]],
  ["purposes", ["to reply to your question"]],
  ["legalBases", ["consent", "legitimate interest"]],
  ["noSale", ["never sell"]],
  ["retention", ["up to 12 months"]],
  ["rights", ["access", "rectified", "erased", "object", "complaint"]],
  ["cookies", ["set no cookies", /session cookie/]],
];

/** Runs `work` with a way to set the window's width, then gives the window its size back. */
async function atWidths(
  page: Page,
  work: (width: (px: number) => Promise<void>) => Promise<void>,
) {
  const size = page.viewportSize()!;
  try {
    await work((width) => page.setViewportSize({ width, height: 800 }));
  } finally {
    await page.setViewportSize(size);
  }
}

/** The paths of the pictures the document preloads. */
export const imagePreloads = (page: Page) =>
  page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );

/** Only the first picture of the list is fetched eagerly, and asked for early; the others lazily. */
async function expectOnlyFirstEager(page: Page, selector: string) {
  const loading = await page
    .locator(selector)
    .evaluateAll((images) =>
      images.map((img) => img.getAttribute("loading") ?? "auto"),
    );
  expect(loading.length).toBeGreaterThan(3);
  expect(loading[0]).not.toBe("lazy");
  expect(loading.slice(1)).toEqual(loading.slice(1).map(() => "lazy"));
  // The first picture is the one asked for early (React preloads every eager <img>).
  const preloaded = await imagePreloads(page);
  const first = await page.locator(selector).first().getAttribute("src");
  expect(preloaded).toContain(first);
  const others = await page
    .locator(selector)
    .evaluateAll((images) =>
      images.slice(1).map((img) => (img as HTMLImageElement).src),
    );
  for (const src of others)
    expect(preloaded).not.toContain(new URL(src).pathname);
}

const boxes = async (figures: Locator) => {
  const all = [];
  for (let i = 0; i < 6; i++) all.push((await figures.nth(i).boundingBox())!);
  return all;
};

/** How many figures share the first row's top edge. */
const columns = async (figures: Locator) => {
  const all = await boxes(figures);
  return all.filter((b) => Math.abs(b.y - all[0]!.y) < 1).length;
};

// The icons come from one sprite file (public/images/icons.svg) through <use>: an
// icon whose symbol did not load is an empty box, so each one is checked on screen.

/** The icon is drawn: a good part of its box differs from its top-left corner. */
export async function expectDrawn(icon: Locator) {
  await expect(icon).toBeVisible();
  await expect
    .poll(async () => {
      const pixels = await pixelsOf(icon);
      return pixels.unlike(pixels.at(0.02, 0.02)) / pixels.total;
    })
    .toBeGreaterThan(0.1);
}

/** All four social icons are drawn, and YouTube's play triangle shows what is behind the pill. */
async function expectSocialIcons(list: Locator) {
  for (const name of ["Facebook", "Instagram", "LinkedIn", "YouTube"])
    await expectDrawn(
      list.getByRole("link", { name, exact: true }).locator("svg"),
    );
  const youtube = await pixelsOf(
    list.getByRole("link", { name: "YouTube", exact: true }).locator("svg"),
  );
  const behind = youtube.at(0.02, 0.02);
  const pill = youtube.at(0.2, 0.5);
  const triangle = youtube.at(0.5, 0.5);
  expect(distance(pill, behind)).toBeGreaterThan(60);
  expect(distance(triangle, pill)).toBeGreaterThan(60);
  expect(distance(triangle, behind)).toBeLessThan(30);
}
