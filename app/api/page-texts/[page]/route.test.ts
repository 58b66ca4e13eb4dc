import { documents } from "@/lib/documents";
import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { revalidatePath } from "next/cache";
import { sessionCookie } from "@/test/session-cookie";
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { useTempDataDir } from "@/test/temp-data-dir";
import { GET as saves } from "./saves/route";
import { GET, PUT } from "./route";

jest.mock("@/lib/documents");
const { documents: realDocuments } =
  jest.requireActual<typeof import("@/lib/documents")>("@/lib/documents");

// Without Next's request scope revalidatePath has nothing to purge: record the calls.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const url = (page: string, more = "") =>
  `http://localhost:3000/api/page-texts/${page}${more}`;
const params = (page: string) => ({ params: Promise.resolve({ page }) });

type Text = { key: string; original: string; value: string };

async function current(page = "home") {
  const res = await GET(new Request(url(page)), params(page));
  const body = (await res.json()) as { page: string; texts: Text[] };
  return {
    status: res.status,
    etag: res.headers.get("etag")!,
    body,
    value: (key: string) => body.texts.find((t) => t.key === key)?.value,
  };
}

function put(
  texts: Record<string, unknown>,
  {
    ifMatch,
    cookie,
    page = "home",
    restores,
  }: { ifMatch?: string; cookie?: string; page?: string; restores?: string },
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "sec-fetch-site": "same-origin",
  };
  if (ifMatch) headers["if-match"] = ifMatch;
  if (cookie) headers.cookie = cookie;
  return PUT(
    new Request(url(page), {
      method: "PUT",
      headers,
      body: JSON.stringify({ texts, restores }),
    }),
    params(page),
  );
}

const DISTRIBUTION = "Home.distribution.text1";
const MOVED =
  "The most direct way to buy our soap is at the workshop itself, at 27 Souk al-Attarine in the old city of Aleppo.";

describe("/api/page-texts/{page}", () => {
  useTempDataDir();
  const database = readerDatabaseForFile();

  describe.each<[string, () => unknown, () => boolean]>([
    ["local (SQLite)", () => undefined, () => true],
    [
      "firebase (Realtime Database REST)",
      () =>
        jest
          .mocked(documents)
          .mockReturnValue(createFirebaseDocuments(database.options())),
      // The stand-in really holds what was saved.
      () => database.fake().root.pageTexts !== undefined,
    ],
  ])("on %s", (_, useBackend, stored) => {
    let editor: string;
    beforeAll(async () => {
      useBackend();
      editor = await sessionCookie({
        sub: "texts-ed",
        email: "nour@halabi-soap.example.com",
      });
    });
    afterAll(async () => {
      // Each backend starts from the originals.
      const now = await current();
      const all = Object.fromEntries(now.body.texts.map((t) => [t.key, null]));
      await put(all, { ifMatch: now.etag, cookie: editor });
      jest.mocked(documents).mockImplementation(realDocuments);
    });

    it("GET answers a visitor the page's texts in page order, each with its original, and an ETag", async () => {
      const { status, etag, body } = await current();
      expect(status).toBe(200);
      expect(etag).toMatch(/^".+"$/);
      expect(body.page).toBe("home");
      const keys = body.texts.map((t) => t.key);
      expect(keys.slice(0, 3)).toEqual([
        "Home.title",
        "Home.subtitle1",
        "Home.subtitle2",
      ]);
      expect(keys.slice(-2)).toEqual([
        "Metadata.home.title",
        "Metadata.home.description",
      ]);
      const text = body.texts.find((t) => t.key === DISTRIBUTION)!;
      // The address follows Shop details.
      expect(text.original).toMatch(
        /at the workshop itself, \{address\}, where/,
      );
      expect(text.value).toBe(text.original);
      // Never the fixed interface.
      expect(keys.some((k) => /^(Header|Contact\.form)/.test(k))).toBe(false);
      const footer = await current("footer");
      expect(footer.body.texts.map((t) => t.key)).not.toContain(
        "Footer.wikiLaurelHref",
      );
      expect(
        (await GET(new Request(url("header")), params("header"))).status,
      ).toBe(404);
    });

    it("PUT saves an editor's texts, answers the new version, refreshes the pages and keeps the save", async () => {
      const before = await current();
      const res = await put(
        {
          [DISTRIBUTION]: `${MOVED}\r\nCome and see the drying towers.`,
          "Metadata.home.description": "Aleppo soap from our family workshop.",
        },
        { ifMatch: before.etag, cookie: editor },
      );
      expect(res.status).toBe(200);
      const after = await current();
      expect(res.headers.get("etag")).toBe(after.etag);
      expect((await res.json()).version).toBe(after.etag.slice(1, -1));
      expect(after.etag).not.toBe(before.etag);
      expect(after.value(DISTRIBUTION)).toBe(
        `${MOVED}\nCome and see the drying towers.`,
      );
      expect(after.value("Metadata.home.description")).toBe(
        "Aleppo soap from our family workshop.",
      );
      expect(revalidatePath).toHaveBeenCalledWith("/", "layout");
      expect(stored()).toBe(true);

      const history = await saves(
        new Request(url("home", "/saves"), { headers: { cookie: editor } }),
        params("home"),
      );
      expect(history.status).toBe(200);
      const [latest] = (await history.json()).saves;
      expect(latest).toMatchObject({
        by: "nour@halabi-soap.example.com",
        texts: [{ key: DISTRIBUTION }, { key: "Metadata.home.description" }],
      });
    });

    it("PUT keeps placeholders and rich-text tags, takes the shop's details, and null goes back to the original", async () => {
      const mission = await current("ourmission");
      const key = "OurMission.footer.text";
      const keeps = await put(
        { [key]: "Any question? Ring {phone}, or write to {email}." },
        { ifMatch: mission.etag, cookie: editor, page: "ourmission" },
      );
      expect(keeps.status).toBe(200);
      // The shop's details are never required.
      const without = await put(
        { [key]: "Any question? Ring us." },
        {
          ifMatch: (await current("ourmission")).etag,
          cookie: editor,
          page: "ourmission",
        },
      );
      expect(without.status).toBe(200);
      const tagged = await put(
        { "Home.title": "About <b>us</b>" },
        { ifMatch: (await current()).etag, cookie: editor },
      );
      expect((await tagged.json()).fields["Home.title"]).toMatch(/plain text/);

      const before = await current();
      const back = await put(
        { [DISTRIBUTION]: null },
        { ifMatch: before.etag, cookie: editor },
      );
      expect(back.status).toBe(200);
      const after = await current();
      const text = after.body.texts.find((t) => t.key === DISTRIBUTION)!;
      expect(text.value).toBe(text.original);
      expect(after.value("Metadata.home.description")).toBe(
        "Aleppo soap from our family workshop.",
      );
    });

    it.each([
      ["Home.title", "   ", /cannot be empty/],
      ["Home.title", "x".repeat(2001), /at most 2,000 characters/],
      ["Metadata.home.title", "Aleppo soap\nby hand", /one line/],
      ["Home.subtitle1", "Our <script>alert(1)</script> soap", /plain text/],
      [
        "Home.subtitle2",
        "A {placeholder} of our own",
        /^\{placeholder\} is not something the page can fill in\. In curly braces write only \{phone\}, \{email\}, \{address\}, \{hours\}\.$/,
      ],
      ["Footer.copyright", "© 1832 Halabi Soap House", /Keep \{year\}/],
      ["Header.home", "Start", /not one of this page's texts/],
      ["Home.noSuchText", "Hello", /not one of this page's texts/],
      ["Home.vision.text", 42, /as a string, or null/],
    ])(
      "PUT answers 400 naming %s, and saves nothing",
      async (key, value, words) => {
        const page = key.startsWith("Footer") ? "footer" : "home";
        const before = await current(page);
        const res = await put(
          { [key]: value },
          { ifMatch: before.etag, cookie: editor, page },
        );
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(Object.keys(body.fields)).toEqual([key]);
        expect(body.fields[key]).toMatch(words);
        expect(body.error).toContain(key);
        expect(await current(page)).toMatchObject({ etag: before.etag });
      },
    );

    it("PUT from a stale version is 409 with the current one, and without If-Match 428; neither saves", async () => {
      const before = await current();
      const first = await put(
        { "Home.title": "About the family" },
        { ifMatch: before.etag, cookie: editor },
      );
      expect(first.status).toBe(200);
      const stale = await put(
        { "Home.title": "About us, again" },
        { ifMatch: before.etag, cookie: editor },
      );
      expect(stale.status).toBe(409);
      const now = await current();
      expect(stale.headers.get("etag")).toBe(now.etag);
      expect(await stale.json()).toEqual({
        error: expect.stringMatching(/changed since you fetched them/),
        version: now.etag.slice(1, -1),
      });
      expect(now.value("Home.title")).toBe("About the family");
      // A save that changes nothing keeps the version and adds no save.
      const same = await put(
        { "Home.title": "About the family", ["__proto__"]: "x" },
        { ifMatch: now.etag, cookie: editor },
      );
      expect(same.status).toBe(200);
      expect(same.headers.get("etag")).toBe(now.etag);
      const bare = await put({ "Home.title": "About" }, { cookie: editor });
      expect(bare.status).toBe(428);
      expect((await current()).etag).toBe(now.etag);
    });

    it("PUT refuses a visitor (401) and a member (403); the saves are for editors only", async () => {
      const before = await current();
      const member = await sessionCookie(
        { sub: "texts-member", email: "sami.texts@example.com" },
        { role: "member" },
      );
      const change = { "Home.title": "Hello" };
      expect((await put(change, { ifMatch: before.etag })).status).toBe(401);
      expect(
        (await put(change, { ifMatch: before.etag, cookie: member })).status,
      ).toBe(403);
      expect(
        (
          await saves(
            new Request(url("home", "/saves"), { headers: { cookie: member } }),
            params("home"),
          )
        ).status,
      ).toBe(403);
      expect((await current()).body).toEqual(before.body);
    });

    it("a restore is one more save, which can itself be undone", async () => {
      const first = await current();
      await put(
        { "Home.vision.text": "Our first vision." },
        { ifMatch: first.etag, cookie: editor },
      );
      const second = await current();
      await put(
        { "Home.vision.text": "Our second vision." },
        { ifMatch: second.etag, cookie: editor },
      );
      const list = async () =>
        (
          await (
            await saves(
              new Request(url("home", "/saves"), {
                headers: { cookie: editor },
              }),
              params("home"),
            )
          ).json()
        ).saves as {
          id: string;
          texts: { key: string; value: string }[];
          restores?: string;
        }[];
      const [, earlier] = await list();
      // The screen sends every key of the page: the save's texts, the rest null.
      const restoring = (save: { texts: { key: string; value: string }[] }) =>
        Object.fromEntries(
          first.body.texts.map((t) => [
            t.key,
            save.texts.find((s) => s.key === t.key)?.value ?? null,
          ]),
        );
      const restored = await put(restoring(earlier!), {
        ifMatch: (await current()).etag,
        cookie: editor,
        restores: earlier!.id,
      });
      expect(restored.status).toBe(200);
      expect((await current()).value("Home.vision.text")).toBe(
        "Our first vision.",
      );
      const [restore, undone] = await list();
      expect(restore!.restores).toBe(earlier!.id);
      await put(restoring(undone!), {
        ifMatch: (await current()).etag,
        cookie: editor,
        restores: undone!.id,
      });
      expect((await current()).value("Home.vision.text")).toBe(
        "Our second vision.",
      );
    });
  });

  it("keeps the last 20 saves of a page", async () => {
    const editor = await sessionCookie({ sub: "texts-many" });
    for (let i = 0; i < 22; i++) {
      const { etag } = await current("gallery");
      const res = await put(
        { "Gallery.title": `Gallery ${i}` },
        { ifMatch: etag, cookie: editor, page: "gallery" },
      );
      expect(res.status).toBe(200);
    }
    const res = await saves(
      new Request(url("gallery", "/saves"), { headers: { cookie: editor } }),
      params("gallery"),
    );
    const list = (await res.json()).saves as { texts: { value: string }[] }[];
    expect(list).toHaveLength(20);
    expect(list[0]!.texts[0]!.value).toBe("Gallery 21");
  });
});
