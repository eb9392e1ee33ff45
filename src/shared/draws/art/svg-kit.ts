/**
 * Small helpers the card and stone pictures are drawn with: the site's colours, short number formatting,
 * star and ray shapes, and a seeded random stream so that a slug always gives the same picture.
 */

/** The colours of the site (src/client/styles/app.css), and a few tints made from them. */
export const INK = {
  night950: "#07051a",
  night900: "#0b0820",
  night800: "#130e33",
  night700: "#1a1240",
  night600: "#261b59",
  gold100: "#fbefd0",
  gold200: "#f5d98b",
  gold300: "#e8c170",
  gold500: "#c99a3b",
  violet: "#8b5cf6",
  lilac: "#c4b5fd",
  red: "#c8323f",
  green: "#2f9d6a",
  leaf: "#6fcf97",
  white: "#f3efe6",
  silver: "#dbe4f3",
  steel: "#93a9d1",
} as const;

/** A number rounded to one decimal, as short as it writes. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A polygon's `points` attribute. */
export function points(list: ReadonlyArray<readonly [number, number]>): string {
  return list.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");
}

/** The point at `radius` and `degrees` (0° to the right, clockwise, as SVG turns) around a centre. */
export function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const angle = (degrees * Math.PI) / 180;
  return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
}

/** A star's outline: `tips` points alternating between the outer and inner radius, the first pointing up. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, tips: number, turn = 0): string {
  const corners: Array<[number, number]> = [];
  for (let i = 0; i < tips * 2; i++) {
    corners.push(polar(cx, cy, i % 2 === 0 ? outer : inner, -90 + turn + (i * 180) / tips));
  }
  return points(corners);
}

/** `count` straight rays between two radii, as one path's `d`. */
export function rayPath(cx: number, cy: number, from: number, to: number, count: number, turn = 0, arc = 360): string {
  const parts: string[] = [];
  const whole = arc === 360;
  for (let i = 0; i < count; i++) {
    const degrees = turn + (i * arc) / (whole ? count : count - 1);
    const [x1, y1] = polar(cx, cy, from, degrees);
    const [x2, y2] = polar(cx, cy, to, degrees);
    parts.push(`M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`);
  }
  return parts.join("");
}

/** The same drawing mirrored left to right across the card's middle (x = `middle`). */
export function mirrored(markup: string, middle = 120): string {
  return `<g transform="matrix(-1 0 0 1 ${middle * 2} 0)">${markup}</g>`;
}

/** A 32-bit FNV-1a hash of a text: the seed of a slug's random stream. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A seeded stream of numbers in [0, 1) (mulberry32): the same seed always gives the same stream. */
export function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Text made safe inside an element or an attribute. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The opening of a standalone SVG picture with its accessible title (none when `title` is absent). */
export function svgOpen(width: number, height: number, title: string | undefined): string {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`;
  return title ? `${head}<title>${escapeXml(title)}</title>` : head;
}
