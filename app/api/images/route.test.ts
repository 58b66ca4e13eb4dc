import * as photos from "@/test/images/photos";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { GET as media } from "../../media/[name]/route";
import { POST } from "./route";

const URL_BASE = "http://localhost:3000/api/images";
const sameSite = { "sec-fetch-site": "same-origin" };
const MiB = 1024 * 1024;

const formWith = (bytes: Buffer, name: string, type: string) => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

const request = (
  body: BodyInit | null,
  cookie: string,
  headers: Record<string, string> = {},
) =>
  new Request(URL_BASE, {
    method: "POST",
    headers: { ...sameSite, cookie, ...headers },
    body,
    duplex: "half",
  } as RequestInit);

const upload = (bytes: Buffer, name: string, type: string, cookie: string) =>
  POST(request(formWith(bytes, name, type), cookie));

/** A PNG's upload as a browser encodes it: the multipart bytes and their Content-Type. */
async function encodedPng() {
  const form = formWith(await photos.png(), "a.png", "image/png");
  const encoded = new Request(URL_BASE, { method: "POST", body: form });
  return {
    type: encoded.headers.get("content-type")!,
    bytes: Buffer.from(await encoded.arrayBuffer()),
  };
}

describe("POST /api/images", () => {
  useTempDataDir();
  let editor: string;
  beforeAll(async () => {
    editor = await sessionCookie({ sub: "ed-img", email: "ed@example.com" });
  });
  /** The editor posting `body` declared as `type`. */
  const post = (body: BodyInit, type: string) =>
    POST(request(body, editor, { "content-type": type }));

  it("refuses visitors (401), members (403) and cross-site posts (403)", async () => {
    const png = await photos.png();
    expect((await upload(png, "a.png", "image/png", "")).status).toBe(401);
    const member = await sessionCookie(
      { sub: "mem-img", email: "mem@example.com" },
      { role: "member" },
    );
    expect((await upload(png, "a.png", "image/png", member)).status).toBe(403);
    const crossSite = await POST(
      request(formWith(png, "a.png", "image/png"), editor, {
        "sec-fetch-site": "cross-site",
      }),
    );
    expect(crossSite.status).toBe(403);
  });

  it("stores JPEG, PNG, WebP and AVIF photos and answers 201 with a path that serves", async () => {
    const cases: [Buffer, string, string][] = [
      [await photos.cameraJpeg(), "IMG_0001.JPG", "image/jpeg"],
      // Judged by content: a PNG called .jpg and declared as JPEG is still a PNG.
      [await photos.png(700, 500), "soap.jpg", "image/jpeg"],
      [await photos.webp(), "soap.webp", "image/webp"],
      [await photos.avif(), "soap.avif", "image/avif"],
    ];
    const paths = new Set<string>();
    for (const [bytes, name, type] of cases) {
      const res = await upload(bytes, name, type, editor);
      expect(res.status).toBe(201);
      const { imagePath } = (await res.json()) as { imagePath: string };
      expect(imagePath).toMatch(/^\/media\/[0-9a-f]{20}\.webp$/);
      paths.add(imagePath);
      const served = await media(new Request(`http://localhost${imagePath}`), {
        params: Promise.resolve({ name: imagePath.slice("/media/".length) }),
      });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const body = Buffer.from(await served.arrayBuffer());
      expect(body.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    expect(paths.size).toBe(4);
  });

  it("gives the same photo the same path", async () => {
    const jpeg = await photos.cameraJpeg(640, 480);
    const first = await upload(jpeg, "a.jpg", "image/jpeg", editor);
    const again = await upload(jpeg, "b.jpg", "", editor);
    expect(await again.json()).toEqual(await first.json());
  });

  it.each([
    ["an SVG called .png", photos.svg, "logo.png", "image/png"],
    ["an HTML page called .jpg", photos.html, "soap.jpg", "image/jpeg"],
  ])("refuses %s with 415", async (_what, bytes, name, type) => {
    const res = await upload(bytes, name, type, editor);
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatch(/JPEG, PNG, WebP or AVIF/);
  });

  it.each([
    [
      "above the pixel limit",
      photos.pixelBomb,
      /too many pixels: at most 50 megapixels/,
    ],
    [
      // 20 megapixels and a few kilobytes, but WebP holds 16383 pixels per side.
      "of 1000 × 20000 pixels, too tall for its width",
      () => photos.png(1000, 20_000),
      /too tall for its width: 1000 pixels wide, it would be 20000 pixels tall, and at most 16383/,
    ],
  ])(
    "refuses a photo %s with 422, naming the field",
    async (_what, make, why) => {
      const bytes = await make();
      expect(bytes.length).toBeLessThan(1 * MiB);
      const res = await upload(bytes, "tall.png", "image/png", editor);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.error).toMatch(why);
      expect(body.fields).toEqual({ file: body.error });
    },
  );

  it("asks for multipart/form-data (415)", async () => {
    const res = await post(JSON.stringify({ file: "x" }), "application/json");
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatch(/multipart\/form-data/);
  });

  it("refuses a body declared larger than 15 MB without reading it (413)", async () => {
    const { type, bytes } = await encodedPng();
    const req = request(new Uint8Array(bytes), editor, {
      "content-type": type,
      "content-length": String(16 * MiB),
    });
    expect(req.headers.get("content-length")).toBe(String(16 * MiB));
    const res = await POST(req);
    expect(res.status).toBe(413);
    expect(req.bodyUsed).toBe(false);
  });

  it("stops reading a body without Content-Length once it passes 15 MB (413)", async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += MiB;
        controller.enqueue(new Uint8Array(MiB));
      },
    });
    const res = await post(endless, "multipart/form-data; boundary=soap");
    expect(res.status).toBe(413);
    expect(sent).toBeGreaterThan(15 * MiB);
    expect(sent).toBeLessThan(20 * MiB);
  });

  it("answers 400 to a truncated or malformed multipart body", async () => {
    const { type, bytes } = await encodedPng();
    const cut = bytes.subarray(0, Math.floor(bytes.length / 2));
    const truncated = await post(new Uint8Array(cut), type);
    expect(truncated.status).toBe(400);
    const noBoundary = await post(new Uint8Array(bytes), "multipart/form-data");
    expect(noBoundary.status).toBe(400);
  });

  it("answers 400 naming file when the form has no photo in it", async () => {
    const form = new FormData();
    form.append(
      "photo",
      new Blob([new Uint8Array(await photos.png())]),
      "a.png",
    );
    const missing = await POST(request(form, editor));
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields).toHaveProperty("file");
    const text = new FormData();
    text.append("file", "not a file");
    expect((await POST(request(text, editor))).status).toBe(400);
  });
});
