import { brotliDecompressSync } from "node:zlib";

// Reads which characters a WOFF2 font has a glyph for, from its cmap table
// (WOFF2 spec: header, table directory, one Brotli stream of the tables;
// OpenType spec: cmap subtable formats 4 and 12). Enough for the fonts this
// site ships, which are single fonts, not collections.

const CMAP_TAG_INDEX = 0;
const GLYF_LOCA_TAG_INDEXES = new Set([10, 11]);
const HEADER_BYTES = 48;

function readBase128(data: Buffer, at: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = data[at + i];
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return [value, at + i + 1];
  }
  throw new Error("Invalid UIntBase128 in the WOFF2 table directory");
}

function cmapOf(font: Buffer): Buffer {
  if (font.toString("latin1", 0, 4) !== "wOF2") throw new Error("Not WOFF2");
  const tableCount = font.readUInt16BE(12);
  const compressedLength = font.readUInt32BE(20);
  let at = HEADER_BYTES;
  let offset = 0;
  let cmap: { offset: number; length: number } | undefined;
  for (let i = 0; i < tableCount; i++) {
    const flags = font[at++];
    const tagIndex = flags & 0x3f;
    if (tagIndex === 0x3f) at += 4; // an explicit tag follows
    const transform = flags >> 6;
    let length;
    [length, at] = readBase128(font, at);
    const transformed = GLYF_LOCA_TAG_INDEXES.has(tagIndex)
      ? transform === 0
      : transform !== 0;
    if (transformed) [length, at] = readBase128(font, at);
    if (tagIndex === CMAP_TAG_INDEX) cmap = { offset, length };
    offset += length;
  }
  if (!cmap) throw new Error("The font has no cmap table");
  const tables = brotliDecompressSync(font.subarray(at, at + compressedLength));
  return tables.subarray(cmap.offset, cmap.offset + cmap.length);
}

function addFormat4(table: Buffer, into: Set<number>) {
  const segments = table.readUInt16BE(6) / 2;
  const ends = 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = table.readUInt16BE(ends + s * 2);
    const start = table.readUInt16BE(starts + s * 2);
    const delta = table.readUInt16BE(deltas + s * 2);
    const rangeOffset = table.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph = c;
      if (rangeOffset !== 0) {
        const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        glyph = table.readUInt16BE(at);
        if (glyph === 0) continue;
      }
      if (((glyph + delta) & 0xffff) !== 0) into.add(c);
    }
  }
}

function addFormat12(table: Buffer, into: Set<number>) {
  const groups = table.readUInt32BE(12);
  for (let g = 0; g < groups; g++) {
    const at = 16 + g * 12;
    const first = table.readUInt32BE(at);
    const last = table.readUInt32BE(at + 4);
    for (let c = first; c <= last; c++) into.add(c);
  }
}

/** The code points the font maps to a glyph. */
export function charactersOf(font: Buffer): Set<number> {
  const cmap = cmapOf(font);
  const found = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const subtable = cmap.subarray(cmap.readUInt32BE(4 + i * 8 + 4));
    const format = subtable.readUInt16BE(0);
    if (format === 4) addFormat4(subtable, found);
    if (format === 12) addFormat12(subtable, found);
  }
  return found;
}
