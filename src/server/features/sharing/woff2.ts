import { brotliDecompressSync } from "node:zlib";
import { Reader, Writer } from "./font-bytes";

/**
 * WOFF2 → TrueType, for the card renderer: satori reads TrueType, OpenType and WOFF, not WOFF2, and the
 * installed Inter is WOFF2 only. This follows the W3C WOFF2 format (section 5, the transformed `glyf`
 * and `loca`, and the transformed `hmtx`); the tables are rebuilt, not re-optimised (simple glyphs are
 * written with short vectors but without repeated flags). Font collections are not supported.
 */
export function woff2ToTtf(woff2: Uint8Array, options: { omitTables?: readonly string[] } = {}): Buffer {
  const input = new Reader(woff2);
  if (input.u32() !== 0x774f4632) throw new Error("Not a WOFF2 font");
  const flavor = input.u32();
  if (flavor === 0x74746366) throw new Error("WOFF2 font collections are not supported");
  input.skip(4); // length
  const numTables = input.u16();
  input.skip(2 + 4); // reserved, totalSfntSize
  const totalCompressedSize = input.u32();
  input.skip(2 + 2 + 4 * 5); // versions, metadata and private blocks

  const entries: TableEntry[] = [];
  for (let index = 0; index < numTables; index++) {
    const flags = input.u8();
    const tagIndex = flags & 0x3f;
    const tag = tagIndex === 63 ? tagName(input.u32()) : KNOWN_TAGS[tagIndex]!;
    const version = flags >> 6;
    const origLength = input.base128();
    const isGlyfOrLoca = tag === "glyf" || tag === "loca";
    const isTransformed = isGlyfOrLoca ? version === 0 : version !== 0;
    const transformLength = isTransformed ? input.base128() : origLength;
    entries.push({ tag, isTransformed, length: transformLength });
  }
  const stream = brotliDecompressSync(woff2.subarray(input.offset, input.offset + totalCompressedSize));
  const raw = new Map<string, Uint8Array>();
  let offset = 0;
  for (const entry of entries) {
    raw.set(entry.tag, stream.subarray(offset, offset + entry.length));
    offset += entry.length;
  }

  const tables = new Map<string, Uint8Array>();
  for (const entry of entries) if (!entry.isTransformed) tables.set(entry.tag, raw.get(entry.tag)!);
  let glyphs: GlyphBounds[] = [];
  if (entries.some((entry) => entry.tag === "glyf" && entry.isTransformed)) {
    const rebuilt = rebuildGlyf(raw.get("glyf")!);
    tables.set("glyf", rebuilt.glyf);
    tables.set("loca", rebuilt.loca);
    glyphs = rebuilt.bounds;
    // head.indexToLocFormat says which loca was written.
    const head = Buffer.from(tables.get("head")!);
    head.writeInt16BE(rebuilt.indexFormat, 50);
    tables.set("head", head);
  }
  if (entries.some((entry) => entry.tag === "hmtx" && entry.isTransformed)) {
    tables.set("hmtx", rebuildHmtx(raw.get("hmtx")!, tables, glyphs));
  }
  for (const tag of options.omitTables ?? []) tables.delete(tag);
  return assembleSfnt(flavor, tables);
}

interface TableEntry {
  tag: string;
  isTransformed: boolean;
  length: number;
}

/** Each glyph's xMin, and whether it has contours (for a derived left side bearing). */
interface GlyphBounds {
  xMin: number;
  isEmpty: boolean;
}

const KNOWN_TAGS = [
  "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep",
  "CFF ", "VORG", "EBDT", "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE",
  "GDEF", "GPOS", "GSUB", "EBSC", "JSTF", "MATH", "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt",
  "avar", "bdat", "bloc", "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar", "gvar", "hsty", "just", "lcar",
  "mort", "morx", "opbd", "prop", "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill",
]; // prettier-ignore

function tagName(value: number): string {
  return String.fromCharCode(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
}

const COMPOSITE = { ARGS_ARE_WORDS: 0x0001, HAS_SCALE: 0x0008, MORE: 0x0020, HAS_XY_SCALE: 0x0040, HAS_2X2: 0x0080 };
const WE_HAVE_INSTRUCTIONS = 0x0100;

/** The transformed `glyf` stream → TrueType `glyf` and `loca`. */
function rebuildGlyf(data: Uint8Array) {
  const header = new Reader(data);
  header.skip(2); // reserved
  const optionFlags = header.u16();
  const numGlyphs = header.u16();
  const indexFormat = header.u16();
  const sizes = Array.from({ length: 7 }, () => header.u32());
  const streams: Reader[] = [];
  let offset = header.offset;
  for (const size of sizes) {
    streams.push(new Reader(data.subarray(offset, offset + size)));
    offset += size;
  }
  const [nContours, nPoints, flagStream, glyphStream, compositeStream, bboxStream, instructions] = streams as [
    Reader, Reader, Reader, Reader, Reader, Reader, Reader,
  ]; // prettier-ignore
  const bboxBitmap = bboxStream.take(4 * Math.floor((numGlyphs + 31) / 32));
  const overlapBitmap = optionFlags & 1 ? data.subarray(offset, offset + Math.floor((numGlyphs + 7) / 8)) : null;
  const hasBit = (bitmap: Uint8Array, index: number) => (bitmap[index >> 3]! & (0x80 >> (index & 7))) !== 0;

  const glyf = new Writer();
  const locations: number[] = [];
  const bounds: GlyphBounds[] = [];
  for (let glyph = 0; glyph < numGlyphs; glyph++) {
    locations.push(glyf.length);
    const contours = nContours.i16();
    if (contours === 0) {
      bounds.push({ xMin: 0, isEmpty: true });
      continue;
    }
    const explicitBox = hasBit(bboxBitmap, glyph)
      ? [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()]
      : null;
    if (contours < 0) {
      if (!explicitBox) throw new Error("A composite glyph needs its bounding box");
      const start = compositeStream.offset;
      let hasInstructions = false;
      for (let more = true; more;) {
        const flags = compositeStream.u16();
        compositeStream.skip(2 + (flags & COMPOSITE.ARGS_ARE_WORDS ? 4 : 2));
        if (flags & COMPOSITE.HAS_SCALE) compositeStream.skip(2);
        else if (flags & COMPOSITE.HAS_XY_SCALE) compositeStream.skip(4);
        else if (flags & COMPOSITE.HAS_2X2) compositeStream.skip(8);
        if (flags & WE_HAVE_INSTRUCTIONS) hasInstructions = true;
        more = (flags & COMPOSITE.MORE) !== 0;
      }
      glyf.i16(-1);
      for (const value of explicitBox) glyf.i16(value);
      glyf.bytes(compositeStream.bytes.subarray(start, compositeStream.offset));
      if (hasInstructions) {
        const length = glyphStream.u255();
        glyf.u16(length);
        glyf.bytes(instructions.take(length));
      }
      glyf.pad4();
      bounds.push({ xMin: explicitBox[0]!, isEmpty: false });
      continue;
    }
    const endPoints: number[] = [];
    let total = 0;
    for (let contour = 0; contour < contours; contour++) {
      total += nPoints.u255();
      endPoints.push(total - 1);
    }
    const points = readPoints(total, flagStream, glyphStream);
    const instructionLength = glyphStream.u255();
    const box = explicitBox ?? boundingBox(points);
    glyf.i16(contours);
    for (const value of box) glyf.i16(value);
    for (const end of endPoints) glyf.u16(end);
    glyf.u16(instructionLength);
    glyf.bytes(instructions.take(instructionLength));
    writePoints(glyf, points, overlapBitmap !== null && hasBit(overlapBitmap, glyph));
    glyf.pad4();
    bounds.push({ xMin: box[0]!, isEmpty: false });
  }
  locations.push(glyf.length);

  const loca = new Writer();
  for (const location of locations) {
    if (indexFormat === 0) loca.u16(location / 2);
    else loca.u32(location);
  }
  return { glyf: glyf.result(), loca: loca.result(), indexFormat, bounds };
}

interface Point {
  x: number;
  y: number;
  onCurve: boolean;
}

/** The triplet-encoded points of a simple glyph (WOFF2 section 5.2), as absolute coordinates. */
function readPoints(count: number, flags: Reader, data: Reader): Point[] {
  const points: Point[] = [];
  let x = 0;
  let y = 0;
  const signed = (flag: number, value: number) => (flag & 1 ? value : -value);
  for (let index = 0; index < count; index++) {
    const byte = flags.u8();
    const flag = byte & 0x7f;
    let dx: number;
    let dy: number;
    if (flag < 10) {
      dx = 0;
      dy = signed(flag, ((flag & 14) << 7) + data.u8());
    } else if (flag < 20) {
      dx = signed(flag, (((flag - 10) & 14) << 7) + data.u8());
      dy = 0;
    } else if (flag < 84) {
      const b0 = flag - 20;
      const b1 = data.u8();
      dx = signed(flag, 1 + (b0 & 0x30) + (b1 >> 4));
      dy = signed(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
    } else if (flag < 120) {
      const b0 = flag - 84;
      dx = signed(flag, 1 + (Math.floor(b0 / 12) << 8) + data.u8());
      dy = signed(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + data.u8());
    } else if (flag < 124) {
      const b1 = data.u8();
      const b2 = data.u8();
      const b3 = data.u8();
      dx = signed(flag, (b1 << 4) + (b2 >> 4));
      dy = signed(flag >> 1, ((b2 & 0x0f) << 8) + b3);
    } else {
      const b1 = data.u8();
      const b2 = data.u8();
      const b3 = data.u8();
      const b4 = data.u8();
      dx = signed(flag, (b1 << 8) + b2);
      dy = signed(flag >> 1, (b3 << 8) + b4);
    }
    x += dx;
    y += dy;
    points.push({ x, y, onCurve: !(byte & 0x80) });
  }
  return points;
}

function boundingBox(points: Point[]): [number, number, number, number] {
  if (points.length === 0) return [0, 0, 0, 0];
  let [xMin, yMin, xMax, yMax] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { x, y } of points) {
    xMin = Math.min(xMin, x);
    yMin = Math.min(yMin, y);
    xMax = Math.max(xMax, x);
    yMax = Math.max(yMax, y);
  }
  return [xMin, yMin, xMax, yMax];
}

const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;
const OVERLAP_SIMPLE = 0x40;

/** TrueType simple-glyph flags and coordinates (short vectors where they fit, no repeats). */
function writePoints(out: Writer, points: Point[], hasOverlap: boolean) {
  const xs = new Writer();
  const ys = new Writer();
  let [lastX, lastY] = [0, 0];
  points.forEach((point, index) => {
    let flag = point.onCurve ? ON_CURVE : 0;
    if (index === 0 && hasOverlap) flag |= OVERLAP_SIMPLE;
    const dx = point.x - lastX;
    const dy = point.y - lastY;
    [lastX, lastY] = [point.x, point.y];
    if (dx === 0) flag |= X_SAME_OR_POSITIVE;
    else if (Math.abs(dx) < 256) {
      flag |= X_SHORT | (dx > 0 ? X_SAME_OR_POSITIVE : 0);
      xs.u8(Math.abs(dx));
    } else xs.i16(dx);
    if (dy === 0) flag |= Y_SAME_OR_POSITIVE;
    else if (Math.abs(dy) < 256) {
      flag |= Y_SHORT | (dy > 0 ? Y_SAME_OR_POSITIVE : 0);
      ys.u8(Math.abs(dy));
    } else ys.i16(dy);
    out.u8(flag);
  });
  out.bytes(xs.result());
  out.bytes(ys.result());
}

/** The transformed `hmtx` (WOFF2 section 5.4): left side bearings left out are each glyph's xMin. */
function rebuildHmtx(data: Uint8Array, tables: Map<string, Uint8Array>, glyphs: GlyphBounds[]): Buffer {
  const numHMetrics = new Reader(tables.get("hhea")!.subarray(34)).u16();
  const numGlyphs = new Reader(tables.get("maxp")!.subarray(4)).u16();
  const input = new Reader(data);
  const flags = input.u8();
  const advances = Array.from({ length: numHMetrics }, () => input.u16());
  const derived = (glyph: number) => (glyphs[glyph]?.isEmpty ? 0 : (glyphs[glyph]?.xMin ?? 0));
  const out = new Writer();
  const proportional = Array.from({ length: numHMetrics }, (_, glyph) => (flags & 1 ? derived(glyph) : input.i16()));
  for (let glyph = 0; glyph < numHMetrics; glyph++) {
    out.u16(advances[glyph]!);
    out.i16(proportional[glyph]!);
  }
  for (let glyph = numHMetrics; glyph < numGlyphs; glyph++) out.i16(flags & 2 ? derived(glyph) : input.i16());
  return out.result();
}

/** The tables as one sfnt file: directory sorted by tag, tables 4-byte aligned, checksums set. */
function assembleSfnt(flavor: number, tables: Map<string, Uint8Array>): Buffer {
  const tags = [...tables.keys()].sort();
  const numTables = tags.length;
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const out = new Writer();
  out.u32(flavor);
  out.u16(numTables);
  out.u16(searchRange);
  out.u16(entrySelector);
  out.u16(numTables * 16 - searchRange);
  let offset = 12 + numTables * 16;
  const placed: Array<{ tag: string; offset: number; data: Uint8Array }> = [];
  for (const tag of tags) {
    const data = tables.get(tag)!;
    const table = tag === "head" ? Buffer.from(data) : data;
    if (tag === "head") (table as Buffer).writeUInt32BE(0, 8); // checkSumAdjustment, set below
    for (let index = 0; index < 4; index++) out.u8(tag.charCodeAt(index));
    out.u32(checksum(table));
    out.u32(offset);
    out.u32(table.length);
    placed.push({ tag, offset, data: table });
    offset += Math.ceil(table.length / 4) * 4;
  }
  for (const { data } of placed) {
    out.bytes(data);
    out.pad4();
  }
  const font = out.result();
  const head = placed.find((table) => table.tag === "head");
  if (head) font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, head.offset + 8);
  return font;
}

function checksum(data: Uint8Array): number {
  let sum = 0;
  for (let index = 0; index < data.length; index += 4) {
    const word =
      ((data[index] ?? 0) << 24) |
      ((data[index + 1] ?? 0) << 16) |
      ((data[index + 2] ?? 0) << 8) |
      (data[index + 3] ?? 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}
