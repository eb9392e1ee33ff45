/**
 * Shapes that more than one Major Arcana emblem uses: the crescent, the lemniscate, the rose, the
 * castle tower, the cup, the standing figure. Each returns SVG markup in the card's coordinates
 * (viewBox 0 0 240 400), drawn inside the emblem's gold-line group (no fill, round caps and joins).
 */
import { INK, num, polar } from "./svg-kit";

/** A crescent of radius `r` with its horns pointing right, turned by `turn` degrees (−90: horns up). */
export function crescent(cx: number, cy: number, r: number, turn: number, attributes: string): string {
  return `<path transform="translate(${cx} ${cy}) rotate(${turn})" d="M0 ${-r}A${r} ${r} 0 1 0 0 ${r}A${num(r * 0.62)} ${r} 0 1 1 0 ${-r}Z" ${attributes}/>`;
}

/** The lemniscate ∞: a figure eight on its side, `w` from its middle to each end. */
export function lemniscate(cx: number, cy: number, w: number, h: number, attributes: string): string {
  const c = (x: number, y: number) => `${num(cx + x)} ${num(cy + y)}`;
  const half = w / 2;
  return (
    `<path d="M${c(0, 0)}C${c(half, -h)} ${c(w, -h)} ${c(w, 0)}C${c(w, h)} ${c(half, h)} ${c(0, 0)}` +
    `C${c(-half, -h)} ${c(-w, -h)} ${c(-w, 0)}C${c(-w, h)} ${c(-half, h)} ${c(0, 0)}Z" ${attributes}/>`
  );
}

/** A five-petalled rose, white with a golden heart. */
export function rose(cx: number, cy: number, r: number): string {
  const petals = [0, 1, 2, 3, 4].map((i) => {
    const [x, y] = polar(cx, cy, r * 0.5, -90 + i * 72);
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.52)}"/>`;
  });
  return (
    `<g fill="${INK.white}" stroke="${INK.gold500}" stroke-width="1">${petals.join("")}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="${num(r * 0.32)}" fill="${INK.gold300}" stroke="none"/>`
  );
}

/** A crenellated tower `width` wide, from `top` down to `bottom`, with one lit window. */
export function tower(x: number, top: number, bottom: number, width = 28): string {
  const merlon = width / 5;
  let battlements = `M${x} ${bottom}V${top}`;
  for (let i = 0; i < 5; i++) {
    const left = x + i * merlon;
    battlements += i % 2 === 0 ? `H${num(left + merlon)}V${top + 7}` : `H${num(left + merlon)}V${top}`;
  }
  const middle = x + width / 2;
  return (
    `<path d="${battlements}V${bottom}Z" fill="${INK.night700}" stroke="${INK.gold500}"/>` +
    `<path d="M${num(middle - 3)} ${top + 30}V${top + 22}Q${num(middle)} ${top + 17} ${num(middle + 3)} ${top + 22}V${top + 30}Z" fill="${INK.gold200}" stroke="none"/>`
  );
}

/** A cup (a chalice's bowl, stem and foot) centred on its bowl, turned by `turn` degrees. */
export function cup(cx: number, cy: number, turn: number, fill: string, scale = 1): string {
  return (
    `<g transform="translate(${cx} ${cy}) rotate(${turn}) scale(${scale})">` +
    `<path d="M-13 -10H13Q13 8 0 10Q-13 8 -13 -10Z" fill="${fill}"/>` +
    `<path d="M0 10V20M-8 22H8"/></g>`
  );
}

/** A standing figure seen from the front: a head and a long robe, `fill` the robe's colour. */
export function figure(x: number, head: number, foot: number, fill: string): string {
  const shoulder = head + 16;
  return (
    `<circle cx="${x}" cy="${head}" r="10" fill="${INK.gold100}" fill-opacity=".9"/>` +
    `<path d="M${x - 18} ${foot}Q${x - 20} ${shoulder + 24} ${x} ${shoulder}Q${x + 20} ${shoulder + 24} ${x + 18} ${foot}Z" fill="${fill}"/>`
  );
}

/**
 * A leaf or a grain as a closed sub-path: from its base at (x, y) out `length` units towards `degrees`,
 * about `width` across at its widest. Many of them make one compact path.
 */
export function leafPath(x: number, y: number, degrees: number, length: number, width: number): string {
  const [tx, ty] = polar(x, y, length, degrees);
  const [mx, my] = polar(x, y, length / 2, degrees);
  // A quadratic curve reaches half way to its control point: the controls stand a full width out.
  const [ax, ay] = polar(mx, my, width, degrees + 90);
  const [bx, by] = polar(mx, my, width, degrees - 90);
  return `M${num(x)} ${num(y)}Q${num(ax)} ${num(ay)} ${num(tx)} ${num(ty)}Q${num(bx)} ${num(by)} ${num(x)} ${num(y)}Z`;
}

/** Small dots along an arc of a circle, from `from`° to `to`°, for crowns of stars and garlands. */
export function dotArc(
  cx: number,
  cy: number,
  radius: number,
  from: number,
  to: number,
  count: number,
  size: number,
  fill: string,
): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = polar(cx, cy, radius, from + ((to - from) * i) / (count - 1));
    dots.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${size}"/>`);
  }
  return `<g fill="${fill}" stroke="none">${dots.join("")}</g>`;
}
