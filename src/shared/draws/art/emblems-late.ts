/**
 * The emblems of the Major Arcana from Justice (XI) to The World (XXI), in the card's coordinates
 * (viewBox 0 0 240 400, the emblem between y 70 and 330), drawn inside a group whose default is a
 * gold line with no fill.
 */
import { crescent, cup, leafPath, rose, tower } from "./emblem-parts";
import { INK, mirrored, num, points, polar, rayPath, starPoints } from "./svg-kit";

const { night600, night700, night800, night950, gold100, gold200, gold300, gold500, violet, lilac, red, green } = INK;
const { white, silver } = INK;

/** Gentle water: `rows` wavy lines across the foot of the emblem. */
function waves(x: number, y: number, count: number, rows: number, colour: string): string {
  let d = "";
  for (let row = 0; row < rows; row++) d += `M${x + row * 8} ${y + row * 9}q6-4 12 0${"t12 0".repeat(count - 1)}`;
  return `<path d="${d}" stroke="${colour}" stroke-width="1.4"/>`;
}

/** A pan of the scales hanging from the beam's end. */
function pan(x: number): string {
  return `<path d="M${x} 136L${x - 18} 198M${x} 136L${x + 18} 198" stroke-width="1.2"/><path d="M${x - 22} 198Q${x} 218 ${x + 22} 198Z" fill="${gold300}" fill-opacity=".45"/>`;
}

/** XI, Justice: an upright sword carrying the balance, steady on its steps. */
function justice(): string {
  return (
    `<path d="M56 136H184" stroke="${gold200}" stroke-width="3"/>` +
    pan(56) +
    pan(184) +
    `<polygon points="120,80 127,94 127,250 113,250 113,94" fill="${silver}" stroke="${gold300}"/>` +
    `<path d="M120 98V244" stroke="${INK.steel}" stroke-width="1"/>` +
    `<circle cx="120" cy="136" r="5" fill="${gold200}"/>` +
    `<path d="M96 252H144" stroke="${gold300}" stroke-width="5"/><path d="M120 254V284" stroke="${gold500}" stroke-width="6"/>` +
    `<circle cx="120" cy="290" r="6" fill="${gold300}"/>` +
    `<path d="M62 306H178M52 318H188" stroke="${gold500}" stroke-width="3"/>`
  );
}

/** XII, The Hanged Man: hung by one foot from the living tau cross, a halo around his calm head. */
function hangedMan(): string {
  return (
    `<rect x="114" y="96" width="12" height="226" fill="${night700}" stroke="${gold500}" stroke-width="1.5"/>` +
    `<rect x="46" y="86" width="148" height="14" rx="3" fill="${night700}" stroke="${gold500}"/>` +
    `<g fill="${green}" stroke="none"><ellipse cx="60" cy="84" rx="6" ry="3"/><ellipse cx="84" cy="84" rx="6" ry="3"/><ellipse cx="156" cy="84" rx="6" ry="3"/><ellipse cx="180" cy="84" rx="6" ry="3"/></g>` +
    `<path d="${rayPath(120, 258, 28, 40, 18)}" stroke="${gold200}" stroke-width="1.5"/>` +
    `<circle cx="120" cy="258" r="24" fill="${gold200}" fill-opacity=".35" stroke="${gold200}"/>` +
    `<path d="M120 100V114" stroke="${gold200}" stroke-width="2"/>` +
    `<path d="M120 114V194M120 192L148 170L124 150" stroke="${gold100}" stroke-width="8"/>` +
    `<path d="M102 190H138L142 242H98Z" fill="${violet}" stroke="${lilac}"/>` +
    `<path d="M102 198H138" stroke="${gold300}" stroke-width="3"/>` +
    `<path d="M100 238L86 212L104 202M140 238L154 212L136 202" stroke="${gold100}" stroke-width="5"/>` +
    `<circle cx="120" cy="258" r="13" fill="${gold100}"/>`
  );
}

/** XIII, Death: the black banner with its white rose, and a sun rising again between two towers. */
function death(): string {
  return (
    `<path d="M86 84V200" stroke="${gold500}" stroke-width="3"/>` +
    `<path d="M86 92H158L150 124L158 156H86Z" fill="${night950}" stroke="${gold300}"/>` +
    rose(118, 124, 18) +
    tower(38, 210, 294) +
    tower(174, 210, 294) +
    `<path d="${rayPath(120, 294, 38, 54, 9, 180, 180)}" stroke="${gold200}" stroke-width="2"/>` +
    `<path d="M88 294A32 32 0 0 1 152 294Z" fill="${gold200}" stroke="${gold100}"/>` +
    `<path d="M34 294H206" stroke="${gold300}"/>` +
    waves(40, 306, 13, 2, violet)
  );
}

/** XIV, Temperance: water flowing from a high cup into a low one, a path to the far sunlit peaks. */
function temperance(): string {
  const iris = (x: number, y: number) =>
    `<path d="M${x} ${y + 24}V${y + 4}M${x - 5} ${y + 24}Q${x - 7} ${y + 14} ${x - 3} ${y + 8}" stroke="${green}" stroke-width="1.5"/>` +
    `<g fill="${violet}" stroke="${lilac}" stroke-width=".8"><ellipse cx="${x}" cy="${y - 3}" rx="3" ry="6"/>` +
    `<ellipse cx="${x - 5}" cy="${y + 2}" rx="5" ry="2.5" transform="rotate(35 ${x - 5} ${y + 2})"/>` +
    `<ellipse cx="${x + 5}" cy="${y + 2}" rx="5" ry="2.5" transform="rotate(-35 ${x + 5} ${y + 2})"/></g>`;
  return (
    `<path d="M132 140L156 112L180 140" stroke="${gold500}" stroke-width="1.5"/>` +
    `<circle cx="156" cy="104" r="8" fill="${gold200}" stroke="none"/>` +
    `<path d="${rayPath(156, 104, 11, 17, 8)}" stroke="${gold200}" stroke-width="1.2"/>` +
    `<path d="M44 314Q100 290 108 240T156 140" stroke="${gold500}" stroke-width="1.2" stroke-dasharray="3 5"/>` +
    cup(78, 150, 35, gold300, 1.5) +
    `<path d="M102 149C154 154 120 226 162 244" stroke="${violet}" stroke-width="6"/>` +
    `<path d="M102 149C154 154 120 226 162 244" stroke="${lilac}" stroke-width="1.5"/>` +
    cup(164, 258, 0, gold300, 1.5) +
    `<ellipse cx="130" cy="306" rx="70" ry="12" fill="${violet}" fill-opacity=".25" stroke="${violet}"/>` +
    iris(46, 270) +
    iris(64, 282)
  );
}

/** The five points of a pentagram around a centre, the first at `first` degrees, as a path drawn in one line. */
function pentagram(cx: number, cy: number, r: number, first: number): string {
  const v = [0, 2, 4, 1, 3].map((i) => polar(cx, cy, r, first + i * 72));
  return `M${v.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}Z`;
}

/** Links of a chain along a straight line, alternating face-on and edge-on. */
function chain(x1: number, y1: number, x2: number, y2: number, links: number): string {
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const step = Math.hypot(x2 - x1, y2 - y1) / links;
  let out = "";
  for (let i = 0; i < links; i++) {
    const x = x1 + ((x2 - x1) * (i + 0.5)) / links;
    const y = y1 + ((y2 - y1) * (i + 0.5)) / links;
    const ry = i % 2 ? 1.2 : 3.5;
    out += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(step * 0.62)}" ry="${ry}" transform="rotate(${num(angle)} ${num(x)} ${num(y)})"/>`;
  }
  return `<g stroke="${silver}" stroke-width="1.4">${out}</g>`;
}

/** One bat wing of the Devil, scalloped below. */
const BAT_WING = "M98 128Q72 94 38 116Q50 122 52 136Q60 128 70 140Q78 130 88 142Z";

/** XV, The Devil: the inverted pentagram between bat wings, and the loose chains from the pedestal. */
function devil(): string {
  const bound = (x: number) =>
    `<circle cx="${x}" cy="272" r="8" fill="${gold100}" fill-opacity=".85"/>` +
    `<path d="M${x - 5} 266q-3-6-1-10M${x + 5} 266q3-6 1-10" stroke-width="1.4"/>` +
    `<path d="M${x - 14} 318Q${x - 14} 288 ${x} 284Q${x + 14} 288 ${x + 14} 318Z" fill="${night600}"/>`;
  return (
    `<path d="${BAT_WING}" fill="${red}" fill-opacity=".35" stroke="${red}"/>` +
    mirrored(`<path d="${BAT_WING}" fill="${red}" fill-opacity=".35" stroke="${red}"/>`) +
    `<circle cx="120" cy="118" r="32" fill="${night950}" stroke="${gold300}"/>` +
    `<path d="${pentagram(120, 118, 28, 90)}" stroke="${red}" stroke-width="2.2"/>` +
    `<rect x="92" y="214" width="56" height="44" fill="${night950}" stroke="${gold500}"/>` +
    `<path d="M86 214H154" stroke="${gold500}" stroke-width="3"/>` +
    `<circle cx="98" cy="250" r="4" stroke="${silver}"/><circle cx="142" cy="250" r="4" stroke="${silver}"/>` +
    chain(95, 254, 68, 282, 5) +
    chain(145, 254, 172, 282, 5) +
    bound(64) +
    bound(176) +
    `<path d="M36 318H204" stroke="${gold500}"/>`
  );
}

/** XVI, The Tower: struck by lightning on its crag, its crown thrown off, fire at the windows. */
function towerStruck(): string {
  const drops = [
    [70, 170],
    [60, 214],
    [78, 250],
    [170, 160],
    [182, 206],
    [164, 240],
  ]
    .map(([x, y]) => `<path d="M${x} ${y}q-4 6 0 8q4-2 0-8z"/>`)
    .join("");
  return (
    `<path d="M44 324L74 288L92 296L120 272L146 292L166 286L196 324Z" fill="${night700}" stroke="${gold500}"/>` +
    `<polygon points="96,282 101,150 139,150 144,282" fill="${night800}" stroke="${gold300}"/>` +
    `<path d="M99 150V140H107V150M115 150V140H125V150M133 150V140H141V150" stroke="${gold300}"/>` +
    `<g fill="${red}" stroke="${gold200}" stroke-width="1"><path d="M110 186v-10q4-8 8 0v10z"/><path d="M122 232v-10q4-8 8 0v10z"/><path d="M108 258v-8q3-6 6 0v8z"/></g>` +
    `<path d="M100 150q-6-14 4-26q0 10 8 12q-2-14 10-22q-2 14 8 20q4-8 2-14q12 12 4 30z" fill="${red}" fill-opacity=".85" stroke="${gold200}" stroke-width="1"/>` +
    `<g transform="translate(158 112) rotate(28)"><path d="M-15 8V-4L-8 3L0-9L8 3L15-4V8Z" fill="${gold300}" stroke="${gold100}"/></g>` +
    `<path d="M46 76L86 110L78 114L116 142L70 120L78 116Z" fill="${gold100}" stroke="${gold200}" stroke-width="1"/>` +
    `<g fill="${gold200}" stroke="none">${drops}</g>`
  );
}

/** XVII, The Star: a great eight-pointed star among seven small ones, water poured into the pool. */
function star(): string {
  const small = [
    [56, 92],
    [184, 92],
    [42, 150],
    [198, 150],
    [60, 206],
    [180, 206],
    [120, 222],
  ]
    .map(([x, y]) => `<polygon points="${starPoints(x!, y!, 9, 3.2, 8)}"/>`)
    .join("");
  return (
    `<circle cx="120" cy="140" r="62" fill="${gold200}" fill-opacity=".08" stroke="none"/>` +
    `<polygon points="${starPoints(120, 140, 34, 14, 8, 22.5)}" fill="${gold300}" stroke="none"/>` +
    `<polygon points="${starPoints(120, 140, 54, 16, 8)}" fill="${gold100}" stroke="${gold200}"/>` +
    `<g fill="${gold200}" stroke="none">${small}</g>` +
    `<path d="M34 296Q62 282 84 292" stroke="${green}"/>` +
    `<g transform="translate(80 252) rotate(50)"><path d="M-8-14H8L10-4Q12 12 0 14Q-12 12-10-4Z" fill="${gold500}" stroke="${gold300}"/></g>` +
    `<path d="M92 254Q108 262 108 298" stroke="${lilac}" stroke-width="2.5"/>` +
    `<ellipse cx="134" cy="304" rx="66" ry="12" fill="${violet}" fill-opacity=".25" stroke="${violet}"/>` +
    waves(98, 300, 5, 1, lilac)
  );
}

/** XVIII, The Moon: the moon's quiet face between two towers, the winding path up from the pool. */
function moon(): string {
  const drops = [100, 110, 120, 130, 140]
    .map((x, i) => `<path d="M${x} ${164 + (i % 2) * 10}q-3 5 0 7q3-2 0-7z"/>`)
    .join("");
  return (
    `<path d="${rayPath(120, 114, 38, 46, 16, 11.25)}" stroke="${gold200}" stroke-width="1.2"/>` +
    `<path d="${rayPath(120, 114, 38, 54, 16)}" stroke="${gold200}" stroke-width="2"/>` +
    `<circle cx="120" cy="114" r="33" fill="${gold100}" stroke="${gold200}"/>` +
    crescent(126, 114, 31, 180, `fill="${gold300}" fill-opacity=".7" stroke="none"`) +
    `<path d="M104 110q6 4 12 0M126 110q6 4 12 0M112 128q8 4 16 0" stroke="${gold500}" stroke-width="1.5"/>` +
    `<g fill="${gold200}" stroke="none">${drops}</g>` +
    tower(44, 196, 276) +
    tower(168, 196, 276) +
    `<path d="M34 278Q78 266 120 272T206 276" stroke="${gold500}"/>` +
    `<ellipse cx="120" cy="314" rx="64" ry="10" fill="${violet}" fill-opacity=".3" stroke="${violet}"/>` +
    `<path d="M104 310Q122 296 112 287Q104 279 118 271H122Q112 279 119 287Q130 296 136 310Z" fill="${gold200}" fill-opacity=".35" stroke="${gold300}" stroke-width="1"/>`
  );
}

/** XIX, The Sun: a radiant sun with straight and waving rays over sunflowers above a garden wall. */
function sun(): string {
  // Waving rays between the straight ones: along each, a quadratic wave of three crests.
  let wavy = "";
  for (let i = 0; i < 8; i++) {
    const degrees = 22.5 + i * 45;
    const at = (r: number, side: number) => {
      const [x, y] = polar(120, 132, r, degrees);
      const [ox, oy] = polar(x, y, side, degrees + 90);
      return `${num(ox)} ${num(oy)}`;
    };
    wavy += `M${at(42, 0)}Q${at(46, 4)} ${at(50, 0)}T${at(58, 0)}T${at(66, 0)}T${at(74, 0)}`;
  }
  const flower = (x: number, y: number) =>
    `<path d="M${x} ${y + 10}V270" stroke="${green}" stroke-width="2.5"/>` +
    `<polygon points="${starPoints(x, y, 13, 6, 10)}" fill="${gold300}" stroke="${gold200}" stroke-width="1"/>` +
    `<circle cx="${x}" cy="${y}" r="5" fill="#7a4b1a" stroke="none"/>`;
  return (
    `<circle cx="120" cy="132" r="70" fill="${gold200}" fill-opacity=".08" stroke="none"/>` +
    `<path d="${rayPath(120, 132, 44, 66, 8)}" stroke="${gold200}" stroke-width="4"/>` +
    `<path d="${wavy}" stroke="${gold300}" stroke-width="2"/>` +
    `<circle cx="120" cy="132" r="38" fill="${gold200}" stroke="${gold100}" stroke-width="2.5"/>` +
    `<circle cx="120" cy="132" r="28" fill="${gold100}" stroke="none"/>` +
    flower(62, 244) +
    flower(96, 232) +
    flower(144, 232) +
    flower(178, 244) +
    `<rect x="38" y="270" width="164" height="44" fill="${night700}" stroke="${gold500}"/>` +
    `<path d="M38 284H202M38 298H202M70 270V284M110 270V284M150 270V284M90 284V298M130 284V298M170 284V298M70 298V314M110 298V314M150 298V314" stroke="${gold500}" stroke-width="1"/>`
  );
}

/** XX, Judgement: the trumpet sounding from the clouds, its banner, and three rising figures. */
function judgement(): string {
  const riser = (x: number, head: number) =>
    `<path d="M${x - 7} ${head + 16}L${x - 20} ${head - 12}M${x + 7} ${head + 16}L${x + 20} ${head - 12}" stroke="${gold100}" stroke-width="3.5"/>` +
    `<path d="M${x - 9} 294V${head + 18}Q${x} ${head + 10} ${x + 9} ${head + 18}V294Z" fill="${gold500}" stroke="${gold300}"/>` +
    `<circle cx="${x}" cy="${head}" r="8" fill="${gold100}"/>` +
    `<rect x="${x - 22}" y="290" width="44" height="14" rx="2" fill="${night950}" stroke="${gold500}"/>`;
  return (
    `<path d="M40 112q2-16 18-12q6-14 22-8q10-10 24 0q14-8 22 6q16-4 20 12q14 2 12 14H44q-10-2-4-12z" fill="${gold100}" fill-opacity=".15" stroke="${gold300}" stroke-width="1.5"/>` +
    `<g transform="translate(86 112) rotate(42)"><path d="M0 0H76" stroke="${gold200}" stroke-width="4"/><path d="M74-3L98-15Q102 0 98 15L74 3Z" fill="${gold300}" stroke="${gold200}"/></g>` +
    `<path d="M114 138V166" stroke="${gold300}" stroke-width="1"/>` +
    `<rect x="102" y="140" width="24" height="24" fill="${white}" stroke="${gold300}" stroke-width="1"/>` +
    `<path d="M114 142V162M104 152H124" stroke="${red}" stroke-width="3"/>` +
    `<path d="M158 190q8 4 8 14M166 182q12 8 10 26M174 174q16 12 12 38" stroke="${gold200}" stroke-width="1.3"/>` +
    riser(64, 250) +
    riser(120, 262) +
    riser(176, 250) +
    waves(34, 314, 14, 1, violet)
  );
}

/** XXI, The World: a laurel wreath bound in red, a dancing figure within, four marks at the corners. */
function world(): string {
  // Leaves all round the oval except at the two bows, each leaning along the wreath.
  let leaves = "";
  for (let i = 0; i < 28; i++) {
    const angle = (i * Math.PI * 2) / 28;
    if (Math.abs(Math.cos(angle)) < 0.14) continue;
    const tangent = (Math.atan2(94 * Math.cos(angle), -56 * Math.sin(angle)) * 180) / Math.PI;
    leaves += leafPath(120 + 56 * Math.cos(angle), 196 + 94 * Math.sin(angle), tangent - 150, 15, 7);
  }
  const bow = (y: number) =>
    `<path d="M120 ${y}L108 ${y - 8}V${y + 8}ZM120 ${y}L132 ${y - 8}V${y + 8}Z" fill="${red}" stroke="${gold200}" stroke-width="1"/>`;
  const corners =
    `<polygon points="${points([
      [44, 78],
      [52, 92],
      [36, 92],
    ])}"/>` +
    `<polygon points="${points([
      [196, 92],
      [204, 78],
      [188, 78],
    ])}"/>` +
    `<circle cx="44" cy="314" r="7"/><rect x="189" y="307" width="14" height="14" transform="rotate(45 196 314)"/>`;
  return (
    `<ellipse cx="120" cy="196" rx="56" ry="94" stroke="${gold500}" stroke-width="1.5"/>` +
    `<path d="${leaves}" fill="${green}" stroke="${gold300}" stroke-width=".8"/>` +
    bow(102) +
    bow(290) +
    `<g fill="${gold300}" fill-opacity=".25" stroke="${gold300}" stroke-width="1.5">${corners}</g>` +
    `<circle cx="120" cy="150" r="9" fill="${gold100}"/>` +
    `<path d="M120 160Q114 184 122 206L110 244M122 206L134 236L126 244" stroke="${gold100}" stroke-width="3.5"/>` +
    `<path d="M112 166Q132 180 114 198Q132 214 124 232" stroke="${violet}" stroke-width="5"/>` +
    `<path d="M118 170L96 184M122 170L144 160" stroke="${gold100}" stroke-width="2.5"/>` +
    `<path d="M92 170L100 198M140 148L148 174" stroke="${gold300}" stroke-width="3"/>`
  );
}

export const LATE_EMBLEMS: ReadonlyArray<() => string> = [
  justice,
  hangedMan,
  death,
  temperance,
  devil,
  towerStruck,
  star,
  moon,
  sun,
  judgement,
  world,
];
