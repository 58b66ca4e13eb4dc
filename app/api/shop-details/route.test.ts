import { documents } from "@/lib/documents";
import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { revalidatePath } from "next/cache";
import { sessionCookie } from "@/test/session-cookie";
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { useTempDataDir } from "@/test/temp-data-dir";
import { current, good, put } from "@/test/api/shop-details";

jest.mock("@/lib/documents");
const { documents: realDocuments } =
  jest.requireActual<typeof import("@/lib/documents")>("@/lib/documents");

// Without Next's request scope revalidatePath has nothing to purge: record the calls.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

describe("/api/shop-details", () => {
  useTempDataDir();
  const database = readerDatabaseForFile();

  // Every store of the route (the details, and the accounts behind the
  // sessions) on each backend: SQLite in the test's DATA_DIR, or the Realtime
  // Database stand-in.
  describe.each<[string, () => unknown, () => boolean]>([
    ["local (SQLite)", () => undefined, () => true],
    [
      "firebase (Realtime Database REST)",
      () =>
        jest
          .mocked(documents)
          .mockReturnValue(createFirebaseDocuments(database.options())),
      // The stand-in really holds what was saved.
      () => database.fake().root.shopDetails !== undefined,
    ],
  ])("on %s", (_, useBackend, stored) => {
    let editor: string;
    beforeAll(async () => {
      useBackend();
      editor = await sessionCookie({ sub: "shop-ed" });
    });
    afterAll(() => jest.mocked(documents).mockImplementation(realDocuments));

    it("GET answers the message file's defaults to a visitor until someone saves", async () => {
      const { etag, details } = await current();
      expect(etag).toMatch(/^".+"$/);
      expect(details).toEqual({
        phone: "+963 21 555 0183",
        email: "hello@halabi-soap.example.com",
        address:
          "Halabi Soap House\n12 Khan al-Sabun Street\nOld City, Aleppo\nSyria",
        openingHours: [],
        social: {
          facebook: "https://www.facebook.com/halabi.soap.example",
          instagram: "https://www.instagram.com/halabi.soap.example",
          linkedin: "https://www.linkedin.com/company/halabi-soap-example",
          youtube: "https://www.youtube.com/@halabi-soap-example",
        },
        currency: "EUR",
        transferInstructions: "",
        exampleIngredients: true,
      });
    });

    it("GET reads details saved before orders with the starting currency (the catalogue's prices') and no payment words", async () => {
      const store = documents();
      const { details, etag } = await current();
      const { currency, transferInstructions, ...older } = {
        ...details,
        phone: "+963 21 555 0177",
      };
      void [currency, transferInstructions];
      const at = (await store.get("shopDetails")).version;
      expect(await store.putIfMatch("shopDetails", older, at)).not.toBeNull();
      const products = await store.get("products");
      await store.putIfMatch(
        "products",
        [
          {
            id: "a",
            name: "A",
            imagePath: "/images/a.svg",
            price: 5,
            currency: "USD",
          },
          {
            id: "b",
            name: "B",
            imagePath: "/images/b.svg",
            price: 6,
            currency: "USD",
          },
          {
            id: "c",
            name: "C",
            imagePath: "/images/c.svg",
            price: 7,
            currency: "EUR",
          },
        ],
        products.version,
      );
      const read = await current();
      expect(read.etag).not.toBe(etag);
      expect(read.details).toEqual({
        ...older,
        currency: "USD",
        transferInstructions: "",
      });
      await store.putIfMatch(
        "products",
        products.value,
        (await store.get("products")).version,
      );
    });

    it("PUT turns the example ingredients off and on again; details saved before the setting existed keep them on", async () => {
      const off = await put(good, {
        ifMatch: (await current()).etag,
        cookie: editor,
      });
      expect(off.status).toBe(200);
      expect((await current()).details.exampleIngredients).toBe(false);
      const on = await put(
        { ...good, exampleIngredients: true },
        { ifMatch: (await current()).etag, cookie: editor },
      );
      expect(on.status).toBe(200);
      expect((await current()).details.exampleIngredients).toBe(true);

      // As an earlier version of the site stored them, without the field.
      const docs = documents();
      const { version } = await docs.get("shopDetails");
      const before: Record<string, unknown> = {
        ...good,
        phone: "+963 21 555 0142",
      };
      delete before.exampleIngredients;
      expect(await docs.putIfMatch("shopDetails", before, version)).not.toBe(
        null,
      );
      const read = (await current()).details;
      expect(read.phone).toBe("+963 21 555 0142");
      expect(read.exampleIngredients).toBe(true);
    });

    it("PUT saves an editor's details (hours by weekday), shows them on GET and refreshes the pages", async () => {
      const before = await current();
      const res = await put(good, { ifMatch: before.etag, cookie: editor });
      expect(res.status).toBe(200);
      const after = await current();
      expect(res.headers.get("etag")).toBe(after.etag);
      expect(after.etag).not.toBe(before.etag);
      expect(after.details).toEqual({
        ...good,
        openingHours: [good.openingHours[1], good.openingHours[0]],
      });
      expect(revalidatePath).toHaveBeenCalledWith("/", "layout");
      expect(stored()).toBe(true);
      // A week with every day closed reads back as an empty list.
      const closed = await put(
        { ...good, openingHours: [] },
        { ifMatch: after.etag, cookie: editor },
      );
      expect(closed.status).toBe(200);
      expect((await current()).details.openingHours).toEqual([]);
    });

    it('PUT accepts "" for a network: the shop is not on it (spaces read as empty)', async () => {
      const before = await current();
      const social = { ...good.social, linkedin: "", youtube: "  " };
      expect((await current()).details.transferInstructions).toBe(
        good.transferInstructions,
      );
      const res = await put(
        { ...good, social },
        { ifMatch: before.etag, cookie: editor },
      );
      expect(res.status).toBe(200);
      expect((await current()).details.social).toEqual({
        ...good.social,
        linkedin: "",
        youtube: "",
      });
    });

    it.each([
      ["phone", { phone: "call us" }, /phone number/],
      ["email", { email: "not-an-email" }, /valid email/],
      ["address", { address: " \n " }, /postal address/],
      [
        "openingHours.0.closes",
        { openingHours: [{ day: "mon", opens: "17:00", closes: "09:00" }] },
        /after the opening/,
      ],
      [
        "openingHours.0.day",
        { openingHours: [{ day: "monday", opens: "09:00", closes: "17:00" }] },
        /mon, tue/,
      ],
      [
        "social.facebook",
        {
          social: {
            ...good.social,
            facebook: "https://evil.example/facebook.com",
          },
        },
        /facebook\.com/,
      ],
      [
        "social.youtube",
        { social: { ...good.social, youtube: "http://www.youtube.com/@x" } },
        /https address on youtube\.com/,
      ],
      ["currency", { currency: "euro" }, /three capital letters/],
      ["currency", { currency: "ABC" }, /three capital letters/],
      [
        "transferInstructions",
        { transferInstructions: "x".repeat(2001) },
        /under 2000 characters/,
      ],
      ["exampleIngredients", { exampleIngredients: "yes" }, /true or false/],
      ["exampleIngredients", { exampleIngredients: null }, /true or false/],
      [
        "exampleIngredients",
        { exampleIngredients: undefined },
        /true or false/,
      ],
    ])(
      "PUT answers 400 naming %s, and saves nothing",
      async (field, change, words) => {
        const before = await current();
        const res = await put(
          { ...good, ...change },
          { ifMatch: before.etag, cookie: editor },
        );
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(Object.keys(body.fields)).toEqual([field]);
        expect(body.fields[field]).toMatch(words);
        expect(await current()).toEqual(before);
      },
    );

    it("PUT from a stale version is 409 with the current one, and saves nothing", async () => {
      const before = await current();
      const first = await put(
        { ...good, phone: "+963 21 555 0111" },
        { ifMatch: before.etag, cookie: editor },
      );
      expect(first.status).toBe(200);
      const stale = await put(good, { ifMatch: before.etag, cookie: editor });
      expect(stale.status).toBe(409);
      const now = await current();
      expect(stale.headers.get("etag")).toBe(now.etag);
      expect(await stale.json()).toEqual({
        error: expect.stringMatching(/changed since you fetched them/),
        version: now.etag.slice(1, -1),
      });
      expect(now.details.phone).toBe("+963 21 555 0111");
    });

    it("PUT refuses a visitor (401), a member (403) and a cross-site request (403)", async () => {
      const before = await current();
      const member = await sessionCookie(
        { sub: "shop-member", email: "sami.shop@example.com" },
        { role: "member" },
      );
      expect((await put(good, { ifMatch: before.etag })).status).toBe(401);
      expect(
        (await put(good, { ifMatch: before.etag, cookie: member })).status,
      ).toBe(403);
      expect(
        (
          await put(good, {
            ifMatch: before.etag,
            cookie: editor,
            headers: { "sec-fetch-site": "cross-site" },
          })
        ).status,
      ).toBe(403);
      expect((await put(good, { cookie: editor })).status).toBe(428);
      expect(await current()).toEqual(before);
    });
  });
});
