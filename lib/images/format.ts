export type AcceptedFormat = "jpeg" | "png" | "webp" | "avif";

export const ACCEPTED_FORMATS = "JPEG, PNG, WebP or AVIF";

type Sniffed = { accepted: AcceptedFormat } | { refused: string };

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString("latin1");

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  prefix.every((b, i) => bytes[i] === b);

function isoBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const size = Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0);
  const end = Math.min(size, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4)
    brands.push(ascii(bytes, at, at + 4));
  return brands;
}

const HEIC_BRANDS = [
  "heic",
  "heix",
  "heim",
  "heis",
  "hevc",
  "hevx",
  "mif1",
  "msf1",
];

/** Judged by the first bytes only, whatever the name or declared type. */
export function sniffFormat(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { accepted: "jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { accepted: "png" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return { accepted: "webp" };
  const brands = isoBrands(bytes);
  if (brands.some((b) => b === "avif" || b === "avis"))
    return { accepted: "avif" };
  if (brands.some((b) => HEIC_BRANDS.includes(b)))
    return {
      refused:
        "a HEIC photo (choose JPEG in the phone's camera settings, or export the photo as JPEG)",
    };
  if (brands.length > 0) return { refused: "a video or another media file" };
  if (ascii(bytes, 0, 4) === "GIF8") return { refused: "a GIF image" };
  if (ascii(bytes, 0, 5) === "%PDF-") return { refused: "a PDF document" };
  const text = ascii(bytes, 0, 1024).replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, "");
  if (/^\s*</.test(text))
    return /<svg[\s>]/i.test(text)
      ? { refused: "an SVG drawing" }
      : { refused: "an HTML or XML document" };
  return { refused: "not a recognised image" };
}
