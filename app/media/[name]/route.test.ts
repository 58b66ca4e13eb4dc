import { saveImage } from "@/lib/images";
import * as photos from "@/test/images/photos";
import { useTempDataDir } from "@/test/temp-data-dir";
import { GET, HEAD } from "./route";

const fetchMedia = (name: string, handler = GET) =>
  handler(new Request(`http://localhost:3000/media/${name}`), {
    params: Promise.resolve({ name }),
  });

describe("GET /media/<name>", () => {
  useTempDataDir();
  let id = "";
  beforeAll(async () => {
    const imagePath = await saveImage(await photos.png(1200, 900));
    id = /^\/media\/([0-9a-f]{20})\.webp$/.exec(imagePath)![1];
  });

  it("serves every stored width as an immutable WebP file", async () => {
    for (const name of [`${id}.webp`, `${id}-320.webp`, `${id}-1600.webp`]) {
      const res = await fetchMedia(name);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe(
        "public, max-age=31536000, immutable",
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(8, 12).toString("latin1")).toBe("WEBP");
      expect(res.headers.get("content-length")).toBe(String(body.length));
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await fetchMedia(`${id}-640.webp`, HEAD);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(0);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("answers 404 for a photo that is not stored", async () => {
    const res = await fetchMedia("0123456789abcdef0123.webp");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: "There is no image with this name",
    });
  });

  it.each([
    "../site.db",
    "..%2Fsite.db",
    "session-key.webp",
    `${"a".repeat(20)}-500.webp`,
    `${"A".repeat(20)}.webp`,
    `${"a".repeat(20)}.png`,
  ])("answers 404 for a name it never makes: %s", async (name) => {
    const res = await fetchMedia(name);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });
});
