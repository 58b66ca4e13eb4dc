// Photos made on the spot for the tests: each a real file of its format.
import { crc32 } from "node:zlib";
import sharp from "sharp";

const canvas = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 79, g: 107, b: 58 },
    },
  });

export const png = (width = 800, height = 600) =>
  canvas(width, height).png().toBuffer();
export const webp = (width = 800, height = 600) =>
  canvas(width, height).webp().toBuffer();
export const avif = (width = 800, height = 600) =>
  canvas(width, height).avif().toBuffer();
export const gif = () => canvas(40, 30).gif().toBuffer();

/** A camera's JPEG: turned on its side (orientation 6), with a GPS position and a serial number. */
export const cameraJpeg = (width = 1200, height = 800) =>
  canvas(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Soapmaker", Model: "Phone 7", Software: "Camera 1.0" },
      IFD2: { BodySerialNumber: "SN-4711-AL" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "36/1 12/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "37/1 9/1 0/1",
      },
    })
    .toBuffer();

/** A PNG whose header claims 10000 × 10000 pixels (100 megapixels): a decompression bomb. */
export async function pixelBomb(): Promise<Buffer> {
  const bomb = Buffer.from(await png(10, 10));
  bomb.writeUInt32BE(10_000, 16);
  bomb.writeUInt32BE(10_000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

export const svg = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><script>alert(1)</script><rect width="40" height="30"/></svg>',
);
export const html = Buffer.from(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);
