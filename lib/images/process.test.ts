import sharp from "sharp";
import { processImage } from "./process";
import * as photos from "@/test/images/photos";

const sizes = async (versions: { width: number; bytes: Buffer }[]) =>
  Promise.all(
    versions.map(async ({ width, bytes }) => {
      const m = await sharp(bytes).metadata();
      return {
        nominal: width,
        format: m.format,
        width: m.width,
        height: m.height,
      };
    }),
  );

const refusal = (bytes: Buffer) =>
  processImage(bytes).then(
    () => null,
    (error: { kind: string; message: string }) => error,
  );

describe("processing an uploaded photo", () => {
  it("makes WebP versions at each width from a PNG, whatever it was called", async () => {
    expect(
      await sizes(await processImage(await photos.png(2000, 1000))),
    ).toEqual([
      { nominal: 320, format: "webp", width: 320, height: 160 },
      { nominal: 640, format: "webp", width: 640, height: 320 },
      { nominal: 960, format: "webp", width: 960, height: 480 },
      { nominal: 1600, format: "webp", width: 1600, height: 800 },
    ]);
  });

  it("never enlarges: wider versions of a small photo keep its own size", async () => {
    const result = await sizes(await processImage(await photos.png(500, 300)));
    expect(result.map((v) => [v.nominal, v.width, v.height])).toEqual([
      [320, 320, 192],
      [640, 500, 300],
      [960, 500, 300],
      [1600, 500, 300],
    ]);
  });

  it("accepts WebP and AVIF (which sharp reads as HEIF with AV1)", async () => {
    for (const make of [photos.webp, photos.avif]) {
      const versions = await processImage(await make());
      expect(versions).toHaveLength(4);
    }
    const avifMeta = await sharp(await photos.avif()).metadata();
    expect([avifMeta.format, avifMeta.compression]).toEqual(["heif", "av1"]);
  });

  it("turns a camera photo upright and keeps none of its metadata", async () => {
    const original = await photos.cameraJpeg(1200, 800);
    const before = await sharp(original).metadata();
    // The fixture really carries what must go.
    expect(before.orientation).toBe(6);
    expect(before.exif!.toString("latin1")).toContain("SN-4711-AL");
    // IFD0's pointer to the GPS IFD: tag 0x8825, type LONG, little-endian.
    expect(before.exif!.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))).toBe(
      true,
    );

    const versions = await processImage(original);
    for (const { bytes } of versions) {
      const m = await sharp(bytes).metadata();
      expect(m.exif).toBeUndefined();
      expect(m.xmp).toBeUndefined();
      expect(m.icc).toBeUndefined();
      expect(m.orientation).toBeUndefined();
      expect(bytes.toString("latin1")).not.toContain("SN-4711-AL");
      expect(bytes.toString("latin1")).not.toContain("Soapmaker");
    }
    const sized = await sizes(versions);
    expect(sized.map((v) => [v.width, v.height])).toEqual([
      [320, 480],
      [640, 960],
      [800, 1200],
      [800, 1200],
    ]);
  });

  it.each([
    ["an SVG drawing", photos.svg, /SVG drawing/],
    ["an HTML page", photos.html, /HTML or XML document/],
    ["plain text", Buffer.from("just some words"), /not a recognised image/],
  ])("refuses %s as not an image it reads", async (_what, bytes, message) => {
    const error = await refusal(bytes);
    expect(error?.kind).toBe("format");
    expect(error?.message).toMatch(message);
    expect(error?.message).toMatch(/JPEG, PNG, WebP or AVIF/);
  });

  it("refuses GIF images and HEIC photos, saying what they are", async () => {
    expect((await refusal(await photos.gif()))?.message).toMatch(/a GIF image/);
    const heicHeader = Buffer.alloc(64);
    heicHeader.writeUInt32BE(24, 0);
    heicHeader.write("ftypheic\0\0\0\0mif1heic", 4, "latin1");
    const heic = await refusal(heicHeader);
    expect(heic).toMatchObject({ kind: "format" });
    expect(heic?.message).toMatch(/HEIC photo/);
  });

  it("refuses a truncated or corrupt image as not an image it reads", async () => {
    const jpeg = await photos.cameraJpeg();
    const truncated = await refusal(jpeg.subarray(0, jpeg.length / 2));
    expect(truncated).toMatchObject({ kind: "format" });
    expect(truncated?.message).toMatch(/damaged or incomplete/);
    const png = await photos.png();
    const garbage = Buffer.concat([png.subarray(0, 8), Buffer.alloc(500, 7)]);
    expect(await refusal(garbage)).toMatchObject({ kind: "format" });
  });

  it("refuses a decompression bomb as too large before decoding it", async () => {
    const error = await refusal(await photos.pixelBomb());
    expect(error).toMatchObject({ kind: "size" });
    expect(error?.message).toMatch(/too many pixels/);
  });
});
