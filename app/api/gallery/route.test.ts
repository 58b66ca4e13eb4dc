import { documents } from "@/lib/documents";
import { env } from "@/lib/env";
import { saveImage } from "@/lib/images";
import { sessionCookie } from "@/test/session-cookie";
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withEnv } from "@/test/with-env";
import sharp from "sharp";
import { GET, PUT } from "./route";

// Route handlers run here without Next's request scope: record revalidatePath and after().
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: jest.fn(),
}));

const URL_BASE = "http://localhost:3000/api/gallery";

function put(
  body: unknown,
  {
    ifMatch,
    cookie,
    site = "same-origin",
  }: { ifMatch?: string; cookie?: string; site?: string } = {},
) {
  const headers = new Headers({
    "content-type": "application/json",
    "sec-fetch-site": site,
  });
  if (ifMatch) headers.set("if-match", ifMatch);
  if (cookie) headers.set("cookie", cookie);
  const init = { method: "PUT", headers, body: JSON.stringify(body) };
  return PUT(new Request(URL_BASE, init));
}

type Picture = { id: string; imagePath: string; caption: string };

async function current() {
  const res = await GET(new Request(URL_BASE));
  expect(res.status).toBe(200);
  return {
    etag: res.headers.get("etag")!,
    pictures: (await res.json()) as Picture[],
  };
}

const photo = () =>
  sharp({
    create: { width: 400, height: 300, channels: 3, background: "#6b8e23" },
  })
    .jpeg()
    .toBuffer();

/** The Firebase settings of a Realtime Database stand-in, the server reading as its reader account. */
function useFirebaseData() {
  withEnv(readerDatabaseForFile().env);
}

describe.each([
  ["local", () => undefined],
  ["firebase", useFirebaseData],
])("/api/gallery on DATA_BACKEND=%s", (name, backend) => {
  useTempDataDir();
  backend();
  let editor: string;
  beforeAll(async () => {
    editor = await sessionCookie({ sub: "g-editor", email: "g@example.com" });
  });

  it("GET answers the six drawings at first, with their captions and the version as ETag, to anyone", async () => {
    const res = await GET(new Request(URL_BASE));
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
    expect(res.headers.get("set-cookie")).toBeNull();
    const pictures = (await res.json()) as Picture[];
    expect(pictures).toHaveLength(6);
    expect(pictures[0]).toEqual({
      id: "cauldron",
      imagePath: "/images/gallery/cauldron.svg",
      caption:
        "The copper cauldron, where olive oil and lye cook together for about three days.",
    });
    // Read, not written: an editor's first save stores them.
    expect(env().DATA_BACKEND).toBe(name);
    expect((await documents().get("gallery")).value).toBeNull();
  });

  it("PUT saves an uploaded photo first, captions trimmed, and answers the new version", async () => {
    const before = await current();
    const imagePath = await saveImage(await photo());
    const list = [
      { id: "workshop", imagePath, caption: "  Our workshop today " },
      ...before.pictures.slice(1),
    ];
    const res = await put(list, { ifMatch: before.etag, cookie: editor });
    expect(res.status).toBe(200);
    const { version } = await res.json();
    expect(res.headers.get("etag")).toBe(`"${version}"`);
    const after = await current();
    expect(after.etag).toBe(`"${version}"`);
    expect(after.pictures).toHaveLength(6);
    expect(after.pictures[0]).toEqual({
      id: "workshop",
      imagePath,
      caption: "Our workshop today",
    });
  });

  it("PUT names each bad field (400) and changes nothing", async () => {
    const before = await current();
    const list = before.pictures.map((p, i) =>
      i === 3 ? { ...p, caption: "   " } : p,
    );
    list[0] = { ...list[0]!, imagePath: "/media/0123456789abcdef0123.webp" };
    const res = await put(list, { ifMatch: before.etag, cookie: editor });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toEqual({
      "3.caption": "Write a caption.",
      "0.imagePath": "This photo is not in the image store; upload it again.",
    });
    const passwd = [{ id: "x", imagePath: "/etc/passwd", caption: "x" }];
    const other = await put(passwd, { ifMatch: before.etag, cookie: editor });
    expect((await other.json()).fields).toEqual({
      "0.imagePath": "This picture is not one the site has.",
    });
    expect(await current()).toEqual(before);
  });

  it("PUT over a stale version is 409 with the current version, and changes nothing", async () => {
    const before = await current();
    const overBefore = { ifMatch: before.etag, cookie: editor };
    const ok = await put(before.pictures.slice(1), overBefore);
    expect(ok.status).toBe(200);
    const now = await current();
    const res = await put(before.pictures, overBefore);
    expect(res.status).toBe(409);
    expect(res.headers.get("etag")).toBe(now.etag);
    expect(`"${(await res.json()).version}"`).toBe(now.etag);
    expect(await current()).toEqual(now);
  });

  it("PUT without a session is 401, from a member 403, cross-site 403, without If-Match 428", async () => {
    const before = await current();
    const ifMatch = before.etag;
    const member = await sessionCookie(
      { sub: "g-member", email: "member.g@example.com" },
      { role: "member" },
    );
    const statuses = [];
    for (const request of [
      { ifMatch },
      { ifMatch, cookie: member },
      { ifMatch, cookie: editor, site: "cross-site" },
      { cookie: editor },
    ])
      statuses.push((await put([], request)).status);
    expect(statuses).toEqual([401, 403, 403, 428]);
    expect(await current()).toEqual(before);
  });
});
