/**
 * The emblems of the Major Arcana from The Fool (0) to the Wheel of Fortune (X), in the card's
 * coordinates (viewBox 0 0 240 400, the emblem between y 70 and 330), drawn inside a group whose
 * default is a gold line with no fill.
 */
import { crescent, dotArc, figure, leafPath, lemniscate, rose } from "./emblem-parts";
import { INK, mirrored, num, points, polar, rayPath, starPoints } from "./svg-kit";

const { night700, night900, night950, gold100, gold200, gold300, gold500, violet, lilac, red, green, white, silver } =
  INK;

/** 0, The Fool: a bundle on a staff leaning out over the cliff's edge, a white rose, a high sun. */
function fool(): string {
  return (
    `<circle cx="74" cy="110" r="16" fill="${gold200}" stroke="${gold100}"/>` +
    `<path d="${rayPath(74, 110, 21, 30, 16)}" stroke="${gold200}" stroke-width="1.5"/>` +
    `<path d="M138 96q5-5 10 0q5-5 10 0M160 116q4-4 8 0q4-4 8 0" stroke-width="1.3"/>` +
    `<path d="M152 324L172 292L182 302L198 280L206 290" stroke="${gold500}" stroke-width="1.2"/>` +
    `<path d="M34 324V274Q64 262 94 266Q120 268 144 250L150 260L142 278L152 300L146 324Z" fill="${night700}" stroke="${gold500}"/>` +
    `<path d="M50 270l2-7l2 7M110 266l2-8l2 8" stroke="${green}" stroke-width="1.5"/>` +
    `<circle cx="162" cy="168" r="14" fill="${red}" stroke="${gold200}" stroke-width="1.5"/>` +
    `<path d="M151 160Q162 170 173 160" stroke="${gold200}" stroke-width="1.2"/>` +
    `<path d="M100 266L160 148" stroke="${gold500}" stroke-width="3.5"/>` +
    `<path d="M157 154l-7-6M159 152l3-9" stroke="${gold200}" stroke-width="1.5"/>` +
    `<path d="M72 266V246" stroke="${green}"/>` +
    rose(72, 240, 9)
  );
}

/** I, The Magician: the lemniscate over a raised wand, and the four suits laid on the table. */
function magician(): string {
  return (
    lemniscate(120, 98, 34, 22, `stroke="${gold200}" stroke-width="3"`) +
    `<path d="${rayPath(120, 134, 9, 18, 8, 22.5)}" stroke="${gold200}" stroke-width="1.2"/>` +
    `<path d="M120 136V262" stroke="${gold100}" stroke-width="5"/>` +
    `<circle cx="120" cy="134" r="5" fill="${gold100}"/><circle cx="120" cy="264" r="5" fill="${gold100}"/>` +
    `<path d="M46 292H194M60 292V322M180 292V322" stroke="${gold500}" stroke-width="3"/>` +
    `<path d="M60 268H78Q78 282 69 282Q60 282 60 268ZM69 282V290M64 290H74" fill="${violet}"/>` +
    `<circle cx="100" cy="280" r="9" fill="${gold500}" fill-opacity=".4"/>` +
    `<polygon points="${starPoints(100, 280, 6, 2.4, 5)}" fill="${gold200}" stroke="none"/>` +
    `<path d="M124 287H150" stroke="${silver}" stroke-width="3"/><path d="M150 281V293M150 287H160"/>` +
    `<path d="M176 290L184 262" stroke="${gold500}" stroke-width="3"/>` +
    `<path d="M182 268q6-2 8 2" stroke="${green}" stroke-width="1.5"/>`
  );
}

/** II, The High Priestess: a dark and a light pillar, the veil between, the scroll and the moons. */
function highPriestess(): string {
  const pillar = (x: number, fill: string) =>
    `<path d="M${x - 6} 112H${x + 28}L${x + 22} 102H${x}Z" fill="${gold500}"/>` +
    `<rect x="${x}" y="112" width="22" height="188" fill="${fill}" stroke="${gold500}"/>` +
    `<path d="M${x - 6} 300H${x + 28}V308H${x - 6}Z" fill="${gold500}"/>`;
  const pomegranates = [
    [96, 176],
    [144, 176],
    [90, 220],
    [150, 220],
    [98, 262],
    [142, 262],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4"/>`)
    .join("");
  return (
    `<path d="M72 130Q120 160 168 130V300H72Z" fill="${violet}" fill-opacity=".18" stroke="${violet}" stroke-width="1.2"/>` +
    `<g fill="${red}" stroke="${gold300}" stroke-width="1">${pomegranates}</g>` +
    pillar(50, night950) +
    pillar(168, white) +
    `<rect x="107" y="196" width="26" height="44" rx="4" fill="${gold100}" fill-opacity=".9" stroke="${gold500}"/>` +
    `<path d="M112 208H128M112 216H128M112 224H124" stroke="${gold500}" stroke-width="1.2"/>` +
    `<circle cx="120" cy="88" r="9" fill="${gold100}"/>` +
    crescent(100, 88, 9, 180, `fill="${gold200}"`) +
    crescent(140, 88, 9, 0, `fill="${gold200}"`) +
    crescent(120, 284, 14, -90, `fill="${gold200}" stroke="${gold100}"`)
  );
}

/** A stalk of wheat: its stem and four pairs of grains under a single top grain. */
function wheat(x: number, top: number, bottom: number): string {
  let grains = leafPath(x, top + 6, -90, 13, 6);
  for (let i = 0; i < 4; i++) {
    const y = top + 15 + i * 9;
    grains += leafPath(x, y, -122, 12, 5.5) + leafPath(x, y, -58, 12, 5.5);
  }
  return `<path d="M${x} ${top + 4}V${bottom}" stroke="${gold500}"/><path d="${grains}" fill="${gold300}" stroke="none"/>`;
}

/** III, The Empress: the sign of Venus under a crown of twelve stars, wheat ripening on either side. */
function empress(): string {
  const field =
    wheat(50, 206, 318) +
    wheat(72, 226, 318) +
    `<path d="M40 318Q56 300 62 318M66 318Q74 304 84 318" stroke="${green}"/>`;
  return (
    dotArc(120, 146, 52, -165, -15, 12, 2.4, gold100) +
    `<circle cx="120" cy="146" r="34" fill="${green}" fill-opacity=".3" stroke="${gold200}" stroke-width="4"/>` +
    `<path d="M120 180V262M96 220H144" stroke="${gold200}" stroke-width="4"/>` +
    `<path d="M120 136c-6-10-20-4-14 6l14 14l14-14c6-10-8-16-14-6z" fill="${red}" stroke="none"/>` +
    field +
    mirrored(field)
  );
}

/** A ram's horn curling outwards from the throne's corner. */
const RAM_HORN = "M84 150C62 152 56 128 72 122C84 118 90 134 80 136C74 137 73 130 77 129";

/** IV, The Emperor: a high throne with ram's horns, the ankh sceptre, the crown, bare mountains. */
function emperor(): string {
  return (
    `<path d="M34 306L56 252L72 274L84 258M156 258L170 240L190 276L206 250" stroke="${gold500}" stroke-width="1.3"/>` +
    `<path d="M84 304V150Q84 134 100 134H140Q156 134 156 150V304Z" fill="${red}" fill-opacity=".3" stroke="${gold300}"/>` +
    `<path d="${RAM_HORN}" stroke="${gold200}" stroke-width="3"/>` +
    mirrored(`<path d="${RAM_HORN}" stroke="${gold200}" stroke-width="3"/>`) +
    `<path d="M70 252H170V268H70Z" fill="${night700}" stroke="${gold500}"/>` +
    `<path d="M58 306H182M66 316H174" stroke="${gold500}" stroke-width="3"/>` +
    `<ellipse cx="120" cy="172" rx="9" ry="12" stroke="${gold100}" stroke-width="3"/>` +
    `<path d="M120 184V236M104 194H136" stroke="${gold100}" stroke-width="3.5"/>` +
    `<path d="M100 118V98L110 106L120 90L130 106L140 98V118Z" fill="${gold300}" stroke="${gold200}"/>`
  );
}

/** A key, its bow at the origin and its shaft pointing down before the turn. */
function key(x: number, y: number, turn: number, colour: string): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${turn})" stroke="${colour}" stroke-width="3.5">` +
    `<circle r="12"/><circle r="4" stroke-width="2"/><path d="M0 12V84M0 70H12M0 80H13V75"/></g>`
  );
}

/** V, The Hierophant: the triple cross under a temple's arch, and the two crossed keys. */
function hierophant(): string {
  return (
    `<path d="M46 318V134Q46 76 120 76Q194 76 194 134V318" stroke="${gold500}" stroke-width="1.3"/>` +
    `<path d="M58 318V140Q58 90 120 90Q182 90 182 140V318" stroke="${gold500}" stroke-width=".8"/>` +
    `<path d="M120 104V222" stroke="${gold200}" stroke-width="4"/>` +
    `<path d="M108 124H132M100 142H140M92 160H148" stroke="${gold200}" stroke-width="3.5"/>` +
    `<circle cx="120" cy="100" r="5" fill="${gold100}"/>` +
    `<path d="M104 222H136L130 232H110Z" fill="${gold500}"/>` +
    key(80, 240, -38, gold300) +
    key(160, 240, 38, silver)
  );
}

/** One wing of the winged sun: three feathered strokes. */
const WING = "M104 102Q80 82 50 90M104 107Q82 96 56 106M104 112Q86 108 66 122";

/** VI, The Lovers: two figures beneath a winged sun, a mountain between them, the two trees. */
function lovers(): string {
  const trees =
    `<path d="M44 304V238M196 304V238" stroke="${gold500}" stroke-width="3"/>` +
    `<circle cx="44" cy="226" r="17" fill="${green}" fill-opacity=".45" stroke="${green}"/>` +
    `<g fill="${red}" stroke="none"><circle cx="38" cy="222" r="3"/><circle cx="50" cy="230" r="3"/><circle cx="46" cy="216" r="3"/></g>` +
    `<path d="M196 210l-6 12 6-4 6 4zM188 226l-6 10 6-3 6 3zM204 226l-6 10 6-3 6 3z" fill="${red}" stroke="${gold200}" stroke-width="1"/>`;
  return (
    `<path d="${WING}" stroke="${gold200}" stroke-width="2.5"/>` +
    mirrored(`<path d="${WING}" stroke="${gold200}" stroke-width="2.5"/>`) +
    `<path d="${rayPath(120, 106, 20, 28, 12)}" stroke="${gold200}" stroke-width="1.3"/>` +
    `<circle cx="120" cy="106" r="15" fill="${gold200}" stroke="${gold100}"/>` +
    `<path d="M94 304L120 214L146 304" stroke="${gold500}" stroke-width="1.3"/>` +
    trees +
    figure(80, 192, 304, violet) +
    figure(160, 192, 304, gold500) +
    `<path d="M94 232L104 222M146 232L136 222" stroke="${gold100}" stroke-width="2.5"/>` +
    `<path d="M36 304H204" stroke="${gold500}"/>`
  );
}

/** A sphinx seen from the front: the striped headdress and face over the lying body and its paws. */
function sphinx(x: number, fill: string): string {
  return (
    `<path d="M${x - 26} 324Q${x - 26} 300 ${x} 298Q${x + 26} 300 ${x + 26} 324Z" fill="${fill}"/>` +
    `<path d="M${x - 15} 306L${x - 9} 280Q${x} 272 ${x + 9} 280L${x + 15} 306Z" fill="${fill}"/>` +
    `<circle cx="${x}" cy="290" r="6" fill="${gold200}" stroke="none"/>` +
    `<path d="M${x - 14} 324V316M${x + 14} 324V316" stroke-width="1.5"/>`
  );
}

/** VII, The Chariot: a starry canopy on four posts, the car with its winged disc, a dark and a light sphinx. */
function chariot(): string {
  const canopyStars: string[] = [];
  for (const t of [0.16, 0.33, 0.5, 0.67, 0.84]) {
    const x = 44 + 152 * t;
    const y = (1 - t) ** 2 * 150 + 2 * t * (1 - t) * 96 + t * t * 150 + 16;
    canopyStars.push(`<polygon points="${starPoints(x, y, 6, 2, 4)}"/>`);
  }
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="270" r="20" fill="${night900}" stroke="${gold500}" stroke-width="2.5"/>` +
    `<path d="${rayPath(x, 270, 3, 20, 8)}" stroke="${gold500}" stroke-width="1.2"/>`;
  return (
    `<polygon points="${starPoints(120, 92, 10, 3.5, 8)}" fill="${gold100}" stroke="none"/>` +
    wheel(50) +
    wheel(190) +
    `<path d="M62 156V226M178 156V226" stroke="${gold500}" stroke-width="3.5"/>` +
    `<path d="M40 150Q120 92 200 150L196 164Q120 110 44 164Z" fill="${INK.night600}" stroke="${gold300}"/>` +
    `<path d="M44 164q6 8 12 0t12 0M172 164q6 8 12 0t12 0" stroke="${gold300}" stroke-width="1.2"/>` +
    `<g fill="${gold100}" stroke="none">${canopyStars.join("")}</g>` +
    `<path d="M54 226H186L176 284H64Z" fill="${night700}" stroke="${gold300}"/>` +
    `<path d="M50 226H190" stroke="${gold300}" stroke-width="4"/>` +
    `<path d="M112 254Q96 242 76 248M128 254Q144 242 164 248M112 259Q98 252 84 256M128 259Q142 252 156 256" stroke="${gold200}" stroke-width="2"/>` +
    `<circle cx="120" cy="256" r="8" fill="${gold200}"/>` +
    sphinx(88, night950) +
    sphinx(152, white)
  );
}

/** VIII, Strength: the lion's maned head, calm, under the lemniscate and a garland of flowers. */
function strength(): string {
  const flowers = [0.1, 0.3, 0.5, 0.7, 0.9]
    .map((t, i) => {
      const x = 54 + 132 * t;
      const y = (1 - t) ** 2 * 292 + 2 * t * (1 - t) * 326 + t * t * 292;
      return `<circle cx="${num(x)}" cy="${num(y)}" r="4.5" fill="${i % 2 ? white : red}"/>`;
    })
    .join("");
  return (
    lemniscate(120, 100, 26, 17, `stroke="${gold200}" stroke-width="2.5"`) +
    `<polygon points="${starPoints(120, 206, 58, 44, 22)}" fill="${gold500}" fill-opacity=".6" stroke="${gold300}"/>` +
    `<circle cx="97" cy="178" r="8" fill="${night700}"/><circle cx="143" cy="178" r="8" fill="${night700}"/>` +
    `<circle cx="120" cy="206" r="34" fill="${night700}" stroke="${gold300}"/>` +
    `<path d="M102 200q6-5 12 0M126 200q6-5 12 0" stroke="${gold200}"/>` +
    `<polygon points="112,212 128,212 120,221" fill="${gold300}"/>` +
    `<path d="M120 221V226M110 228Q120 235 130 228" stroke="${gold200}" stroke-width="1.5"/>` +
    `<path d="M54 292Q120 326 186 292" stroke="${green}"/>` +
    `<g stroke="${gold300}" stroke-width="1">${flowers}</g>`
  );
}

/** IX, The Hermit: a lantern with a six-pointed star, hung from his crook above the peaks. */
function hermit(): string {
  const up = points([polar(132, 172, 15, -90), polar(132, 172, 15, 30), polar(132, 172, 15, 150)]);
  const down = points([polar(132, 172, 15, 90), polar(132, 172, 15, 210), polar(132, 172, 15, 330)]);
  return (
    `<circle cx="132" cy="172" r="50" fill="${gold200}" fill-opacity=".08" stroke="none"/>` +
    `<circle cx="132" cy="172" r="34" fill="${gold200}" fill-opacity=".12" stroke="none"/>` +
    `<path d="M34 324L70 274L90 292L124 248L150 278L166 264L206 324Z" fill="${night700}" stroke="${gold500}"/>` +
    `<path d="M116 258L124 248L132 258" stroke="${gold100}"/>` +
    `<path d="M90 322V112Q90 90 111 90Q132 90 132 110V120" stroke="${gold500}" stroke-width="3.5"/>` +
    `<polygon points="120,134 144,134 132,120" fill="${gold500}"/>` +
    `<path d="M116 136H148L154 172L148 208H116L110 172Z" fill="${gold100}" fill-opacity=".18" stroke="${gold300}"/>` +
    `<g fill="${gold100}" stroke="none"><polygon points="${up}"/><polygon points="${down}"/></g>` +
    `<path d="M120 208H144L140 216H124Z" fill="${gold500}"/>`
  );
}

/** X, the Wheel of Fortune: an eight-spoked wheel, its rim marked, a serpent falling and a rising sign. */
function wheel(): string {
  const marks: string[] = [];
  for (let i = 0; i < 8; i++) {
    const [x, y] = polar(120, 196, 66, -90 + 22.5 + i * 45);
    marks.push(
      i % 2
        ? `<circle cx="${num(x)}" cy="${num(y)}" r="3.5"/>`
        : `<polygon points="${starPoints(x, y, 5.5, 2.2, 4)}"/>`,
    );
  }
  return (
    `<path d="${rayPath(120, 196, 76, 82, 32)}" stroke="${gold500}" stroke-width="1.2"/>` +
    `<circle cx="120" cy="196" r="74" fill="${night900}" stroke="${gold300}" stroke-width="3"/>` +
    `<circle cx="120" cy="196" r="58" fill="${INK.night600}" fill-opacity=".6" stroke="${gold500}"/>` +
    `<path d="${rayPath(120, 196, 14, 58, 8, 45)}" stroke="${gold500}" stroke-width="1.5"/>` +
    `<path d="${rayPath(120, 196, 14, 74, 4)}" stroke="${gold200}" stroke-width="3.5"/>` +
    `<g fill="${gold200}" stroke="none">${marks.join("")}</g>` +
    `<circle cx="120" cy="196" r="15" fill="${gold500}" stroke="${gold200}"/>` +
    `<circle cx="120" cy="196" r="5" fill="${night900}" stroke="none"/>` +
    `<path d="M36 124q10 14 0 28t0 28t0 28t0 28" stroke="${violet}" stroke-width="3"/>` +
    `<circle cx="36" cy="124" r="3.5" fill="${violet}" stroke="none"/>` +
    `<path d="M204 290V118M197 130L204 116L211 130" stroke="${lilac}" stroke-width="2.5"/>`
  );
}

export const EARLY_EMBLEMS: ReadonlyArray<() => string> = [
  fool,
  magician,
  highPriestess,
  empress,
  emperor,
  hierophant,
  lovers,
  chariot,
  strength,
  hermit,
  wheel,
];
