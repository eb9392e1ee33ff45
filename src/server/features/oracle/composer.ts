import type { Reading } from "../../../shared/api/readings";
import { interpretationFor, type Situation } from "../../../shared/situations";

/**
 * The built-in oracle: when no text provider is configured, the server writes the enhanced reading
 * itself. The text is composed from the meaning system in content/README.md (red = will, white =
 * mind and timing, green = world; the six faces; the sum's name; doubles and triples) and from the
 * reading's own texts, in phrase banks chosen with `random`. The tier sections (Timing Prediction,
 * Spirit Guide Message, Mystical Ritual) are appended by the caller, never here.
 */

// ── The meaning system ─────────────────────────────────────────────────────────────────────────

interface FaceLore {
  name: string;
  /** The light side, as a noun phrase list. */
  light: string;
  /** The shadow side, as a noun phrase list. */
  shadowSide: string;
  /** The face read through the red die (the will), as noun phrases. */
  will: string[];
  /** The face read through the white die (the mind), as noun phrases. */
  mind: string[];
  /** The face read through the green die (the world), as noun phrases. */
  world: string[];
  /** Scenes from the night sky, the elements and old crafts, as noun phrases. */
  images: string[];
  /** The light side in brief, as noun phrases. */
  gifts: string[];
  /** The shadow side in brief, as noun phrases. */
  shadows: string[];
  /** Open questions for the seeker. */
  questions: string[];
  /** The message of a triple, as a clause. */
  pure: string;
}

const FACES: Record<number, FaceLore> = {
  1: {
    name: "Seed",
    light: "beginnings, a single clear intention and the solitude that strengthens",
    shadowSide: "isolation, and the plan that never leaves the head",
    will: [
      "a single intention gathering itself in the dark",
      "the quiet wish to begin, held close to the chest",
      "one clear want that has not yet been spoken aloud",
    ],
    mind: [
      "one true thought, clear as the first star of evening",
      "the knowing that a single beginning is enough",
      "a mind that has narrowed to what really matters",
    ],
    world: [
      "a small beginning breaking the ground",
      "a first sprout, fragile but real",
      "one modest start that the world is ready to receive",
    ],
    images: [
      "a seed pressed into cold soil",
      "a single lamp lit before dawn",
      "the first green shoot beneath the frost",
      "one star alone above the hills",
    ],
    gifts: ["the strength of one clear intention", "the courage to begin alone"],
    shadows: ["a plan that never leaves your head", "a solitude that hardens into isolation"],
    questions: [
      "What would you begin tomorrow if you trusted yourself tonight?",
      "Which single intention deserves the whole of your attention?",
    ],
    pure: "everything here is a beginning: one intention, one step, one quiet season of growing in the dark",
  },
  2: {
    name: "Mirror",
    light: "partnership, balance and the choice between two paths",
    shadowSide: "indecision, dependence and the habit of comparison",
    will: [
      "a longing for a companion on the road",
      "the pull between two desires of equal weight",
      "a will that looks to another before it moves",
    ],
    mind: [
      "the clarity that comes from seeing yourself reflected",
      "a mind weighing two paths side by side",
      "an insight that asks for balance before speed",
    ],
    world: [
      "a partnership, or a second road opening beside the first",
      "an outcome shared with another person",
      "a balance the world is waiting for you to strike",
    ],
    images: [
      "a still pond doubling the moon",
      "a pair of lanterns burning on one road",
      "a pair of scales at rest",
      "a pair of candles in a dark window",
    ],
    gifts: ["the grace of true partnership", "the wisdom of a balanced choice"],
    shadows: ["an indecision that lets both paths grow over", "the habit of measuring yourself against others"],
    questions: [
      "Which of the two paths already holds your footprints?",
      "Whose reflection are you looking for, and is it really your own?",
    ],
    pure: "everything here is a meeting: two paths, two hearts, and the balance you strike between them",
  },
  3: {
    name: "Spark",
    light: "creativity, expression, luck and growth through joy",
    shadowSide: "scattered energy and promises not kept",
    will: [
      "a bright wanting that longs to make and to play",
      "the urge to say aloud what burns in you",
      "a playful fire that follows joy wherever it leads",
    ],
    mind: [
      "a flash of inspiration that arrives unannounced",
      "a mind lit by unexpected delight",
      "an idea that arrives laughing and asks to be written down",
    ],
    world: [
      "a lucky turn and a chance to create",
      "growth that comes through joy rather than strain",
      "a small, bright stroke of fortune",
    ],
    images: [
      "a shower of embers lifting from a forge",
      "a flint struck bright in the dark",
      "a comet drawing its brief bright thread",
      "a festival lantern drifting on the water",
    ],
    gifts: ["the luck that follows a joyful heart", "the joy of making something new"],
    shadows: ["a fire scattered into too many small flames", "a habit of bright promises never kept"],
    questions: [
      "What would you make if joy were allowed to lead?",
      "Which of your bright ideas still delights you in the morning?",
    ],
    pure: "everything here is fire and play: create, express, and let joy be the measure of your growth",
  },
  4: {
    name: "Stone",
    light: "foundations, patience, honest work and security",
    shadowSide: "rigidity, stubbornness and the fear of change",
    will: [
      "a steady will that wants something built to last",
      "the patient resolve of a builder",
      "a determination set like a cornerstone",
    ],
    mind: [
      "the sober insight of patience",
      "a mind that counts the cost before it acts",
      "a clear view of what must be built first",
    ],
    world: [
      "a foundation rising slowly, course by course",
      "a security earned through steady work",
      "an outcome that grows by patient labour",
    ],
    images: [
      "a mason laying the first course of stone",
      "a hearthstone still warm from the fire",
      "an old oak holding fast by its deep roots",
      "a lighthouse standing on its rock",
    ],
    gifts: ["the strength of patient work", "the shelter of a firm foundation"],
    shadows: ["a stubbornness that mistakes stillness for safety", "the fear of change dressed up as caution"],
    questions: [
      "What have you been building, and is it still yours?",
      "Which small daily effort would hold the whole wall up?",
    ],
    pure: "everything here is foundation: patience, work and a security that no single day can give or take",
  },
  5: {
    name: "Storm",
    light: "change, travel, upheaval and freedom",
    shadowSide: "restlessness, risk and the loss of footing",
    will: [
      "a restless will that wants to break free",
      "the urge to tear down old walls and run",
      "a gale of longing for change",
    ],
    mind: [
      "a mind changing its view like wind across a field",
      "a sudden shift of perspective",
      "an insight that arrives like lightning",
    ],
    world: [
      "a change in your circumstances, whether a move, a windfall or a loss",
      "an upheaval that clears the road",
      "a journey, or a sudden turn of events",
    ],
    images: [
      "a gale rattling the shutters",
      "a ship leaving harbour on a rising wind",
      "lightning walking over open country",
      "a cloud racing across the moon",
    ],
    gifts: ["the freedom that change brings", "the courage to go unburdened"],
    shadows: ["a restlessness that leaves no footing", "a risk taken just to feel the wind"],
    questions: [
      "What are you ready to let the wind carry away?",
      "If the door blew open tonight, would you walk through it?",
    ],
    pure: "everything here is change: the old shape is breaking open, and freedom waits on the far side of the wind",
  },
  6: {
    name: "Crown",
    light: "harmony, completion, love and reward",
    shadowSide: "complacency, pride and the end of a cycle",
    will: [
      "a heart that longs for harmony and love",
      "the desire to complete what you began",
      "a will reaching, at last, for its reward",
    ],
    mind: [
      "a mind at peace with what it knows",
      "the wisdom of completion",
      "a clarity that sees the whole circle at once",
    ],
    world: [
      "reward, harmony and a chapter brought to its close",
      "a harvest ready to be gathered",
      "a fulfilment that is finally within reach",
    ],
    images: [
      "a full moon over a harvested field",
      "a circlet of gold laid on a table",
      "a lit hall at the end of a long road",
      "the last sheaf bound at harvest",
    ],
    gifts: ["the joy of a thing completed", "the warmth of love returned"],
    shadows: ["the pride that forgets who helped you", "a complacency that lets the fire go out"],
    questions: [
      "What is already complete, only waiting for you to notice?",
      "Who deserves a share of the reward you are about to receive?",
    ],
    pure: "everything here is completion: harmony, reward and love, and a cycle closing so that another may open",
  },
};

interface SumLore {
  name: string;
  meaning: string;
}

const SUMS: Record<number, SumLore> = {
  3: { name: "The Threshold", meaning: "everything stands at its first step, in the stillness before motion" },
  4: { name: "The Quiet Root", meaning: "small, steady efforts are working where nothing yet shows above ground" },
  5: { name: "The Open Door", meaning: "an invitation stands before you that you have not yet answered" },
  6: { name: "The Gentle Turn", meaning: "a soft change of direction is asked of you, better taken early" },
  7: { name: "The Seeker's Number", meaning: "the answers come through reflection and inner knowing" },
  8: { name: "The Balanced Scales", meaning: "cause meets effect, and what you give returns to you" },
  9: { name: "The Lantern", meaning: "wisdom is ripening, and an ending is clearing the way" },
  10: { name: "The Wheel", meaning: "a cycle is turning, and fortune shifts toward you if you move with it" },
  11: { name: "The Twin Paths", meaning: "two truths stand before you, and intuition is the guide between them" },
  12: { name: "The Full Circle", meaning: "a chapter is completing, and it is time to gather what you have learned" },
  13: { name: "The Transformation", meaning: "something old must be released for the new to arrive" },
  14: { name: "The Temperate Flame", meaning: "passion held steady becomes strength" },
  15: { name: "The Bold Ascent", meaning: "ambition is rewarded, and the climb is steep but open" },
  16: { name: "The Tower's Lesson", meaning: "a sudden clearing comes, and what falls was not built to last" },
  17: { name: "The Guiding Star", meaning: "hope is renewed and the way is lit" },
  18: { name: "The Crown of Fortune", meaning: "fulfilment and abundance gather, and a wish is within reach" },
};

/** When the reading unfolds, from the white die (the die of timing). */
const TIMING_BY_WHITE: Record<number, string> = {
  1: "with the next new moon",
  2: "within two weeks",
  3: "by the next full moon",
  4: "across the turning of a season",
  5: "suddenly, sooner than you expect",
  6: "at the close of the present cycle",
};

// ── The situations ─────────────────────────────────────────────────────────────────────────────

interface SituationLore {
  /** What the question is about, as noun phrases. */
  topics: string[];
  /** The die whose face chooses the practical counsel: green for the path and for money, red for love. */
  counselDie: "red" | "green";
}

const SITUATIONS: Record<Situation, SituationLore> = {
  guidance: {
    topics: ["the path ahead", "the road you should take", "the choice before you"],
    counselDie: "green",
  },
  finances: {
    topics: ["your resources", "the way you earn and keep", "money and its seasons"],
    counselDie: "green",
  },
  relationships: {
    topics: ["the bond you long to understand", "matters of the heart", "the love you hope for"],
    counselDie: "red",
  },
};

/** Gentle, concrete counsel for each situation, chosen by the face of its counsel die. */
const SITUATION_COUNSEL: Record<Situation, Record<number, string[]>> = {
  guidance: {
    1: [
      "Choose one step you can take alone this week, and take it before you ask anyone's opinion.",
      "Write your aim in a single line, and let every other plan wait its turn.",
    ],
    2: [
      "Write both paths down, one on each side of a page, and notice which one your hand keeps returning to.",
      "Talk the question through with one person you trust, then make the decision yourself.",
    ],
    3: [
      "Give an afternoon to the idea that makes you smile, and see what it becomes when you play with it.",
      "Follow the thread of delight, but finish one small thing before you begin the next.",
    ],
    4: [
      "Set a modest routine and keep it for a full month before you judge what it has built.",
      "Begin with the plain, solid task you have been avoiding; it is the cornerstone of everything else.",
    ],
    5: [
      "Make room for the change instead of bracing against it: clear one shelf, one hour, one old habit.",
      "If a new direction calls, answer it with a small trial before you commit to the whole journey.",
    ],
    6: [
      "Bring one unfinished matter to its close, and mark the ending with a quiet celebration.",
      "Accept the good that arrives, and let gratitude rather than pride choose your next step.",
    ],
  },
  finances: {
    1: [
      "Name one modest aim for your resources and tend it patiently, the way you would water a single seedling.",
      "Begin small and keep an honest tally; the first sprout matters more than its size.",
    ],
    2: [
      "If another person shares your purse, speak openly about what each of you hopes for before anything is decided.",
      "When two options tempt you, weigh each against your own aim rather than against each other.",
    ],
    3: [
      "Welcome a lucky turn with a light heart, but let the excitement settle for a night before you act on it.",
      "Let creativity guide how you earn, and let steadiness guide how you keep.",
    ],
    4: [
      "Steady habits serve you better now than bold gestures; the wall rises one stone at a time.",
      "Make patience your ally: a season of quiet care builds a security that no single bright day can.",
    ],
    5: [
      "Keep your footing while circumstances shift, and decide nothing weighty in the heat of the moment.",
      "Change is moving through your material world, so let each new wind pass a night before you follow it.",
    ],
    6: [
      "Enjoy what you have earned, share a portion with gratitude, and keep a quiet reserve for the season after.",
      "Make this a time of appreciation rather than appetite, and let contentment steady your hand.",
    ],
  },
  relationships: {
    1: [
      "Begin with yourself: spend an evening in your own good company and notice what you truly long for.",
      "Offer one small, sincere gesture rather than a grand promise, and let it speak for you.",
    ],
    2: [
      "Ask the question you have been holding back, and listen to the answer without rehearsing your reply.",
      "Let this bond show you its own face, and do not measure it against the ones that came before.",
    ],
    3: [
      "Bring play back into the bond: a walk without a plan, a shared joke, a note left where it will be found.",
      "Say the warm thing aloud today instead of saving it for a better moment.",
    ],
    4: [
      "Show your care in steady ways: keep the small promises, and arrive when you said you would.",
      "Loosen your grip on how things must be, and let trust grow at its own unhurried pace.",
    ],
    5: [
      "If the bond feels restless, name what needs to change gently and together instead of running from it.",
      "Give each other room to breathe; freedom offered freely tends to return as closeness.",
    ],
    6: [
      "Celebrate what is good between you, out loud, and tend it so it never grows quietly stale.",
      "Let love be enough as it is tonight; the harmony you seek is already at the table.",
    ],
  },
};

/** The white die always colours the advice: how to look, by its face. */
const WHITE_COUNSEL: Record<number, string[]> = {
  1: [
    "Trust the thought that arrives in the quiet of morning, before the day has its say.",
    "Keep your counsel close for now, because a thought shared too soon loses its shape.",
  ],
  2: [
    "Look at the question from the other side before you answer it.",
    "Notice where you are comparing, and set the comparison down.",
  ],
  3: [
    "Write the idea down the moment it comes, before it drifts away like a spark.",
    "Let a moment of delight tell you what careful reasoning has missed.",
  ],
  4: [
    "Count the cost calmly, then trust the sum you arrive at.",
    "Give your thinking time to settle, like water clearing in a still jar.",
  ],
  5: [
    "Allow yourself to change your mind, for the new view is the truer one.",
    "Expect the answer to arrive all at once, and be ready to catch it.",
  ],
  6: [
    "Look at the whole circle, not only the last step.",
    "Trust the wisdom you already carry, because you have walked a road like this before.",
  ],
};

type Verdict = "Yes" | "Likely yes" | "Uncertain" | "Likely no" | "No";

const VERDICT_HINTS: Record<Verdict, string[]> = {
  Yes: ["the dice are already nodding", "the door swings toward yes"],
  "Likely yes": ["the scales tip gently toward yes", "the dice lean toward yes"],
  Uncertain: ["the mist has not yet lifted", "the dice keep that answer folded for now"],
  "Likely no": ["the dice counsel waiting", "the scales tip toward not yet"],
  No: ["the dice say not now", "the door stays closed for this season"],
};

// ── Choosing ───────────────────────────────────────────────────────────────────────────────────

interface Picker {
  /** One item, avoiding items already picked in this text while fresh ones remain. */
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

function createPicker(random: () => number): Picker {
  const used = new Set<unknown>();
  const index = (count: number) => Math.min(count - 1, Math.max(0, Math.floor(random() * count)));
  return {
    pick<T>(items: readonly T[]): T {
      const fresh = items.filter((item) => !used.has(item));
      const pool = fresh.length > 0 ? fresh : items;
      const item = pool[index(pool.length)]!;
      used.add(item);
      return item;
    },
    chance: (probability) => random() < probability,
  };
}

type Colour = "red" | "white" | "green";

type Match =
  | { kind: "none" }
  | { kind: "pair"; face: FaceLore; colours: [Colour, Colour]; odd: Colour }
  | { kind: "triple"; face: FaceLore };

interface Ctx {
  p: Picker;
  situation: Situation;
  red: FaceLore;
  white: FaceLore;
  green: FaceLore;
  /** "red Storm", "white Mirror", "green Crown". */
  rn: string;
  wn: string;
  gn: string;
  redFace: number;
  whiteFace: number;
  greenFace: number;
  sum: number;
  sumLore: SumLore;
  sit: SituationLore;
  counselFace: number;
  interpretation: string;
  interpretationSentences: string[];
  timing: string;
  verdict: Verdict | null;
  verdictReason: string;
  yesNo: string;
  sumBody: string;
  match: Match;
}

type Line = (c: Ctx) => string;

function say(c: Ctx, bank: readonly Line[]): string {
  return c.p.pick(bank)(c);
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const stripEnd = (text: string) => text.replace(/[.!?\s]+$/, "");
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z“"])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A sentence of `text` of at most `maxWords` words, or its shortest sentence. */
function pickSentence(c: Ctx, sentences: string[], maxWords: number): string {
  const fitting = sentences.filter((sentence) => countWords(sentence) <= maxWords);
  if (fitting.length > 0) return c.p.pick(fitting);
  return [...sentences].sort((a, b) => countWords(a) - countWords(b))[0] ?? "";
}

/** Words that may open a reading's sentence and still read well in lower case mid-sentence. */
const LOWERABLE_OPENERS = new Set(["The", "This", "By", "At", "Within", "Under", "As", "Across", "Suddenly", "It"]);

/** `text` lowered to continue a sentence, or null when it must stay a quotation. */
function continuation(text: string): string | null {
  const first = text.split(/\s+/)[0] ?? "";
  return LOWERABLE_OPENERS.has(first) ? lower(text) : null;
}

/** `text` in quotation marks, capitalised unless `keepCase`, ending with its own stop or a full stop. */
function quote(text: string, keepCase = false): string {
  const trimmed = text.trim();
  const body = stripEnd(trimmed);
  const stop = /[.!?]$/.test(trimmed) ? trimmed.slice(-1) : ".";
  return `“${keepCase ? body : cap(body)}${stop}”`;
}

function dieName(c: Ctx, colour: Colour): string {
  return colour === "red" ? c.rn : colour === "white" ? c.wn : c.gn;
}

function image(c: Ctx, lore: FaceLore): string {
  return c.p.pick(lore.images);
}

function colourList(colours: [Colour, Colour]): string {
  return `${colours[0]} and ${colours[1]}`;
}

function timingPhrase(c: Ctx): string {
  let phrase = TIMING_BY_WHITE[c.whiteFace] ?? TIMING_BY_WHITE[1]!;
  if (c.redFace === 5 && c.whiteFace !== 5) phrase += ", hurried along by the red Storm";
  if (c.greenFace === 4 && c.whiteFace !== 4) phrase += ", though the green Stone asks for patience";
  return phrase;
}

function verdictHint(c: Ctx): string {
  return c.verdict ? c.p.pick(VERDICT_HINTS[c.verdict]) : "the dice keep that answer folded for now";
}

/** The reading's yes-or-no line, said in the oracle's words. */
function verdictSentence(c: Ctx): string {
  if (!c.verdict) return `To a plain question the dice answer: ${quote(c.yesNo)}`;
  const reason = stripEnd(c.verdictReason);
  return say(c, [
    () => `Asked for a plain answer, the dice say “${c.verdict}”, because ${reason}.`,
    () => `To a yes-or-no question the answer is “${c.verdict}”: ${reason}.`,
    () => `If you need a plain answer, it is “${c.verdict}”, and the reason is written in the dice: ${reason}.`,
  ]);
}

function timingSentence(c: Ctx): string {
  const lowered = continuation(c.timing);
  return say(c, [
    () => (lowered ? `As for when, ${stripEnd(lowered)}.` : `As for when, the reading is clear: ${quote(c.timing)}`),
    () => `The reading marks the hour: ${quote(c.timing)}`,
    () => `It unfolds ${timingPhrase(c)}.`,
  ]);
}

function matchSentence(c: Ctx): string | null {
  const match = c.match;
  if (match.kind === "none") return null;
  if (match.kind === "triple") {
    return say(c, [
      () =>
        `All three dice show the ${match.face.name}, so the whole reading is its pure message. ${cap(match.face.pure)}.`,
      () =>
        `Red, white and green all turned up the ${match.face.name}, and a triple speaks with one voice. ${cap(match.face.pure)}.`,
    ]);
  }
  const lore = match.face;
  return say(c, [
    () =>
      `With the ${colourList(match.colours)} dice both showing the ${lore.name}, its energy is doubled: ${c.p.pick(lore.gifts)} if you honour it, ${c.p.pick(lore.shadows)} if you do not.`,
    () =>
      `The ${lore.name} appears twice, on the ${colourList(match.colours)} dice, and a doubled face is never a whisper: ${lore.light} sound twice as loudly here.`,
    () =>
      `Two dice, the ${colourList(match.colours)}, share the ${lore.name}, so its weight is doubled, and only the ${dieName(c, match.odd)} stands apart.`,
  ]);
}

// ── Fitting a text to its length ───────────────────────────────────────────────────────────────

interface Segment {
  text: string;
  /** Optional segments are dropped, highest rank first, while the text is too long. */
  drop?: number;
  /** Reserve segments are added, lowest rank first, while the text is too short. */
  reserve?: number;
  on?: boolean;
}

interface Paragraph {
  segments: Segment[];
  separator: " " | "\n";
}

const core = (text: string | null): Segment[] => (text ? [{ text }] : []);
const optional = (text: string | null, drop: number): Segment[] => (text ? [{ text, drop }] : []);
const reserve = (text: string | null, rank: number): Segment[] => (text ? [{ text, reserve: rank }] : []);
const paragraph = (...segments: Segment[][]): Paragraph => ({ segments: segments.flat(), separator: " " });

function render(paragraphs: Paragraph[]): string {
  return paragraphs
    .map((para) =>
      para.segments
        .filter((segment) => segment.on)
        .map((segment) => segment.text)
        .join(para.separator),
    )
    .filter((text) => text.length > 0)
    .join("\n\n");
}

/**
 * Turns optional and reserve segments on or off until the word count lies in [min, max], dropping
 * optional segments a little below max so that texts sit comfortably inside their range.
 */
function fit(paragraphs: Paragraph[], min: number, max: number, softness = 0.85): string {
  const segments = paragraphs.flatMap((para) => para.segments);
  for (const segment of segments) segment.on = segment.reserve === undefined;
  const words = () => countWords(render(paragraphs));
  const softMax = Math.round(min + (max - min) * softness);
  while (words() > softMax) {
    const candidates = segments.filter((segment) => segment.on && segment.drop !== undefined);
    if (candidates.length === 0) break;
    candidates.sort((a, b) => b.drop! - a.drop!)[0]!.on = false;
  }
  while (words() < min) {
    const candidates = segments.filter((segment) => !segment.on && segment.reserve !== undefined);
    if (candidates.length === 0) break;
    const next = candidates.sort((a, b) => a.reserve! - b.reserve!)[0]!;
    next.on = true;
    if (words() > max) {
      next.on = false;
      next.reserve = undefined;
    }
  }
  return render(paragraphs);
}

// ── Tier 1: brief, mysterious, open-ended ─────────────────────────────────────────────────────

const T1_OPENINGS: Line[] = [
  () => "The dice settle, and the night leans closer to listen.",
  () => "Three faces turn up to the lamplight, and the room goes still.",
  () => "The candle gutters once as the dice come to rest.",
  () => "Hush now: the dice have stopped, but their echo has not.",
  () => "Red, white and green lie quiet, each holding a shard of the answer.",
  () => "Something stirs behind the veil as the last die falls still.",
];

const T1_FACES: Line[] = [
  (c) => `A ${c.rn} for the will, a ${c.wn} for the mind, a ${c.gn} for what will take root.`,
  (c) => `The ${c.rn} stirs, the ${c.wn} watches, and the ${c.gn} waits to show ${c.p.pick(c.green.world)}.`,
  (c) => `I see the ${c.rn}, the ${c.wn} and the ${c.gn}, three lanterns on one dark road.`,
  (c) =>
    `Beneath your question lie the ${c.rn}, the ${c.wn} and the ${c.gn}: will, mind and world, each turned toward you.`,
];

const T1_IMAGES: Line[] = [
  (c) => `Think of ${image(c, c.green)}, and of what it is waiting for.`,
  (c) => `Somewhere in this roll there is an image, ${image(c, c.red)}; you will know it when you meet it.`,
  (c) => `I glimpse ${image(c, c.white)}, though not yet what it asks of you.`,
];

const T1_SUMS: Line[] = [
  (c) => `Together they count ${c.sum}, ${c.sumLore.name}, and that name is a key rather than a verdict.`,
  (c) => `Their sum is ${c.sum}, ${c.sumLore.name}: ${c.sumLore.meaning}.`,
  (c) => `The number they make is ${c.sum}, which the old readers called ${c.sumLore.name}.`,
  (c) => `${cap(numberWord(c.sum))} is the count, ${c.sumLore.name}, and it hums beneath everything else.`,
];

const T1_GREEN_HINTS: Line[] = [
  (c) => `The ${c.gn} hints at ${c.p.pick(c.green.world)}, but only hints.`,
  (c) => `Watch the ${c.gn}; it knows more than it is telling.`,
];

const T1_CLOSINGS: Line[] = [
  () => "The rest the dice keep to themselves, for now.",
  () => "Hold the question lightly; the answer is already walking toward you.",
  () => "Say nothing yet. Watch, and the sign will come.",
  () => "Let the meaning ripen in its own time.",
  () => "Return to it at dusk, when such things are easier to see.",
];

function tier1(c: Ctx): Paragraph[] {
  const question = c.p.pick(FACES[c.counselFace]!.questions);
  const match =
    c.match.kind === "pair"
      ? c.p.pick([
          `Two dice share the ${c.match.face.name}, so that energy sounds twice.`,
          `The ${c.match.face.name} appears twice; do not ignore an echo.`,
        ])
      : c.match.kind === "triple"
        ? `All three dice show the ${c.match.face.name}, and its message is pure.`
        : null;
  return [
    paragraph(
      core(say(c, T1_OPENINGS)),
      core(say(c, T1_FACES)),
      c.match.kind === "triple" ? core(match) : optional(match, 2),
      optional(say(c, T1_IMAGES), 3),
      core(say(c, T1_SUMS)),
      reserve(say(c, T1_GREEN_HINTS), 1),
      core(c.p.chance(0.5) ? question : `Ask yourself this: ${lower(question)}`),
      optional(
        c.p.pick([`And if you asked for a plain answer, ${verdictHint(c)}.`, `As for yes or no, ${verdictHint(c)}.`]),
        4,
      ),
      core(say(c, T1_CLOSINGS)),
    ),
  ];
}

// ── Tier 2: personal, speaks to the situation ────────────────────────────────────────────────

const T2_OPENINGS: Record<Situation, Line[]> = {
  guidance: [
    () => "You came asking for guidance, and the dice have answered with more than a nudge.",
    () => "You asked which way to turn. The dice do not point; they illuminate.",
    () => "Your question is about the road ahead, and the dice have set three lanterns along it.",
  ],
  finances: [
    () => "You asked the dice about money, and they answer as they always do: with moods and seasons rather than sums.",
    () => "You have brought the dice a question of resources, of earning and keeping.",
    () =>
      "Money is on your mind, and the dice read it as they read everything, through the will, the mind and the world.",
  ],
  relationships: [
    () => "You brought your heart to the dice, and they have looked at it kindly.",
    () => "You asked about love, and the dice answer softly, the way one speaks of a person who matters.",
    () => "Your question is a question of the heart, and the dice have taken it seriously.",
  ],
};

const T2_FOCUS: Record<Situation, Line[]> = {
  guidance: [
    (c) =>
      `Your ${c.rn} tells me what moves you, the ${c.wn} what you already half see, and the ${c.gn} what is ready to take root: ${c.p.pick(c.green.world)}.`,
    (c) =>
      `The ${c.rn} sets the motive, ${c.p.pick(c.red.will)}, and the ${c.wn} gives the insight, while the ${c.gn} shows the outcome.`,
  ],
  finances: [
    (c) =>
      `In money matters the green die leads, and your ${c.gn} shows ${c.p.pick(c.green.world)}, while the ${c.rn} and the ${c.wn} colour how you meet it.`,
    (c) =>
      `Here the ${c.gn} speaks first: ${c.p.pick(c.green.world)}. Behind it the ${c.rn} brings ${c.p.pick(c.red.will)}, and the ${c.wn} adds its counsel.`,
  ],
  relationships: [
    (c) =>
      `In love the red die speaks first, and your ${c.rn} shows ${c.p.pick(c.red.will)}; the ${c.wn} and the ${c.gn} tell how that longing is seen and received.`,
    (c) =>
      `Your ${c.rn} is the heart of this reading: ${c.p.pick(c.red.will)}. The ${c.wn} brings ${c.p.pick(c.white.mind)}, and the ${c.gn} answers with ${c.p.pick(c.green.world)}.`,
  ],
};

const QUOTE_FRAMES: ((sentence: string) => string)[] = [
  (s) => `The reading for this roll says it well: ${quote(s)}`,
  (s) => `As the words written for these dice put it, ${quote(lowerQuote(s), true)}`,
  (s) => `Hear this line from your reading once more: ${quote(s)}`,
  (s) => `Your reading holds the key in one sentence: ${quote(s)}`,
];

function lowerQuote(sentence: string): string {
  return continuation(sentence) ?? sentence;
}

const T2_COUNSEL_INTROS = [
  "So here is my counsel.",
  "What, then, can you do?",
  "Let me be plain for a moment.",
  "Here is where the reading becomes yours.",
];

const WHITE_FRAMES: Line[] = [
  (c) => `The ${c.wn} adds its own advice: ${lower(c.p.pick(WHITE_COUNSEL[c.whiteFace]!))}`,
  (c) => `And because the ${c.wn} colours all advice, ${lower(c.p.pick(WHITE_COUNSEL[c.whiteFace]!))}`,
  (c) => `Your ${c.wn} asks one more thing of you: ${lower(c.p.pick(WHITE_COUNSEL[c.whiteFace]!))}`,
];

const T2_CLOSINGS: Record<Situation, string[]> = {
  guidance: [
    "Walk on; the lanterns are lit.",
    "Trust your feet, for they know more than you think.",
    "The road is yours, and it is kinder than you fear.",
  ],
  finances: [
    "Let steadiness be your true wealth this season.",
    "A calm hand is worth more than a quick one.",
    "Tend what you have, and it will remember you.",
  ],
  relationships: [
    "Love listens for the quiet word.",
    "Be gentle with the heart you carry, and with the one you seek.",
    "What is offered freely finds its way home.",
  ],
};

function situationCounsel(c: Ctx): string {
  return c.p.pick(SITUATION_COUNSEL[c.situation][c.counselFace]!);
}

function tier2(c: Ctx): Paragraph[] {
  const quoted = pickSentence(c, c.interpretationSentences, 30);
  return [
    paragraph(
      core(say(c, T2_OPENINGS[c.situation])),
      core(say(c, T2_FOCUS[c.situation])),
      optional(matchSentence(c), 5),
      core(c.p.pick(QUOTE_FRAMES)(quoted)),
      reserve(`It is ${image(c, c.green)}, and it is yours.`, 1),
    ),
    paragraph(
      optional(c.p.pick(T2_COUNSEL_INTROS), 4),
      core(situationCounsel(c)),
      core(say(c, WHITE_FRAMES)),
      core(`${c.p.pick(["Things begin to move", "The hour comes", "It unfolds"])} ${timingPhrase(c)}.`),
      optional(verdictSentence(c), 6),
      reserve(`Their sum, ${c.sum}, is ${c.sumLore.name}: ${c.sumLore.meaning}.`, 2),
      optional(c.p.pick(T2_CLOSINGS[c.situation]), 3),
    ),
  ];
}

// ── Tier 3: a short story, then three numbered insights ──────────────────────────────────────

interface Story {
  who: string;
  lines: Line[];
}

const T3_STORIES: ((c: Ctx) => Story)[] = [
  (c) => ({
    who: "she",
    lines: [
      () =>
        `Picture a traveller at a crossroads as dusk comes down, carrying a question about ${c.p.pick(c.sit.topics)}.`,
      () => `The first thing she sees is ${image(c, c.red)}, and that is your ${c.rn}.`,
      () => `Farther on she finds ${image(c, c.white)}, the ${c.wn}, and stops to look.`,
      () =>
        `Where the path turns she meets ${image(c, c.green)}, the ${c.gn}, and knows it means ${c.p.pick(c.green.world)}.`,
    ],
  }),
  (c) => ({
    who: "he",
    lines: [
      () => `In a workshop by the harbour, an old glassmaker holds three panes up to the lamp for you.`,
      () => `In the red pane you see ${image(c, c.red)}: your ${c.rn}.`,
      () => `The white pane shows ${image(c, c.white)}, the ${c.wn}, clearer the longer you look.`,
      () =>
        `In the green pane, last of all, is ${image(c, c.green)}, the ${c.gn}, and with it ${c.p.pick(c.green.world)}.`,
    ],
  }),
  (c) => ({
    who: "she",
    lines: [
      () => `Under the first stars, a seeker walks to the old well with a question about ${c.p.pick(c.sit.topics)}.`,
      () => `When she leans over the water she sees ${image(c, c.red)}, and knows it for your ${c.rn}.`,
      () => `The ripples shift, and there is ${image(c, c.white)}, the ${c.wn}.`,
      () => `Then the water stills and shows her ${image(c, c.green)}, the ${c.gn}: ${c.p.pick(c.green.world)}.`,
    ],
  }),
  (c) => ({
    who: "he",
    lines: [
      () => `On a cliff above the sea, a lamp-keeper tends three lamps through the night.`,
      () => `In the glow of the red lamp he sees ${image(c, c.red)}, and names it your ${c.rn}.`,
      () => `The white lamp shows him ${image(c, c.white)}, the ${c.wn}, and the room grows very quiet.`,
      () =>
        `By the green lamp, lit last, he sees ${image(c, c.green)}, the ${c.gn}, promising ${c.p.pick(c.green.world)}.`,
    ],
  }),
];

function storyQuote(c: Ctx, who: string, sentence: string): string {
  return c.p.pick([
    `Then ${who} remembers the words written for this roll: ${quote(sentence)}`,
    `And the old words for these dice come back to ${who === "she" ? "her" : "him"}: ${quote(sentence)}`,
  ]);
}

function storySum(c: Ctx, who: string): string {
  return c.p.pick([
    `${cap(who)} counts the signs and finds ${c.sum}, ${c.sumLore.name}.`,
    `Together the three make ${c.sum}, and ${who} knows the name of that number: ${c.sumLore.name}.`,
  ]);
}

const T3_INSIGHT_RED: Line[] = [
  (c) =>
    `1. What moves you: the ${c.rn}, ${c.p.pick(c.red.will)}. Lean on ${c.p.pick(c.red.gifts)}, and beware ${c.p.pick(c.red.shadows)}.`,
  (c) =>
    `1. Your motive is the ${c.rn}. Its light is ${c.p.pick(c.red.gifts)}; its shadow is ${c.p.pick(c.red.shadows)}.`,
  (c) =>
    `1. The ${c.rn} is the fire under everything here, ${c.p.pick(c.red.will)}. Honour it, but do not let it become ${c.p.pick(c.red.shadows)}.`,
];

const T3_INSIGHT_WHITE: Line[] = [
  (c) =>
    `2. What you see: the ${c.wn}, ${c.p.pick(c.white.mind)}. ${c.p.pick(WHITE_COUNSEL[c.whiteFace]!)} The hour comes ${timingPhrase(c)}.`,
  (c) =>
    `2. The ${c.wn} is your insight, and it says: ${lower(c.p.pick(WHITE_COUNSEL[c.whiteFace]!))} Things begin to move ${timingPhrase(c)}.`,
];

const T3_INSIGHT_GREEN: Line[] = [
  (c) => `3. What will take root: the ${c.gn}, ${c.p.pick(c.green.world)}. ${verdictShort(c)}`,
  (c) => `3. The ${c.gn} names what will come of it: ${c.p.pick(c.green.world)}. ${verdictShort(c)}`,
];

function verdictShort(c: Ctx): string {
  if (!c.verdict) return `The plain answer is folded into the dice for now.`;
  return c.p.pick([
    `Asked plainly, the dice answer “${c.verdict}”.`,
    `For ${c.p.pick(c.sit.topics)}, the plain answer is “${c.verdict}”.`,
    `Asked about ${c.p.pick(c.sit.topics)}, they answer “${c.verdict}”.`,
  ]);
}

const T3_CLOSINGS = [
  "Read the story again tomorrow; it will have changed a little, because you will have.",
  "Keep these three insights close, like stones in a pocket.",
  "The tale is short, but its roots run deep.",
  "Let the story settle before you act on it.",
];

function tier3(c: Ctx): Paragraph[] {
  const story = c.p.pick(T3_STORIES)(c);
  const quoted = pickSentence(c, c.interpretationSentences, 22);
  const insights: Paragraph = {
    segments: [
      { text: say(c, T3_INSIGHT_RED) },
      { text: say(c, T3_INSIGHT_WHITE) },
      { text: say(c, T3_INSIGHT_GREEN) },
    ],
    separator: "\n",
  };
  return [
    paragraph(
      ...story.lines.map((line) => core(line(c))),
      optional(matchSentence(c), 3),
      core(storySum(c, story.who)),
      optional(`It means that ${c.sumLore.meaning}.`, 2),
      core(storyQuote(c, story.who, quoted)),
    ),
    insights,
    paragraph(optional(situationCounsel(c), 1), optional(c.p.pick(T3_CLOSINGS), 4)),
  ];
}

// ── Tier 4: a full arc with a beginning, a turning point and a resolution ───────────────────

const T4_OPENINGS = [
  "Every reading is a journey, and yours begins in the red.",
  "Let me tell you this reading as a tale, for that is how the dice told it to me.",
  "This is a story in three movements, and you are walking inside it.",
  "The dice have laid out a road, and like every road it has a beginning, a bend and a place to rest.",
];

const T4_BEGINNINGS: Line[] = [
  (c) =>
    `It starts with the ${c.rn}: ${c.p.pick(c.red.will)}. Picture ${image(c, c.red)}; that is the feeling that sent you to the dice with ${c.p.pick(c.sit.topics)} on your mind.`,
  (c) =>
    `First comes the ${c.rn}, the motive beneath your question about ${c.p.pick(c.sit.topics)}. It carries ${c.p.pick(c.red.will)}, like ${image(c, c.red)}.`,
  (c) =>
    `At the start stands your ${c.rn}, and with it ${c.p.pick(c.red.will)}. I see it as ${image(c, c.red)}, and I see you standing beside it.`,
];

const T4_RED_SHADOWS: Line[] = [
  (c) => `Its gift is ${c.p.pick(c.red.gifts)}, but its shadow, ${c.p.pick(c.red.shadows)}, walks close behind.`,
  (c) => `Beware only ${c.p.pick(c.red.shadows)}; the rest of this fire is yours to use.`,
  (c) => `The ${c.red.name} in the will can become ${c.p.pick(c.red.shadows)} if it is left untended.`,
];

const T4_SITUATION_FRAMES: Record<Situation, string[]> = {
  guidance: [
    "On the road of your life, this is where you truly stand tonight.",
    "Whatever you tell others, this is the honest beginning.",
  ],
  finances: [
    "This is the mood you bring to money, and moods shape purses more than luck does.",
    "Before any sum is counted, this is the attitude that holds the purse.",
  ],
  relationships: [
    "In love the red die speaks first, and this is what your heart is truly saying.",
    "This is the longing you bring to the bond, whether or not you have named it.",
  ],
};

const T4_TURNS = [
  "Then the road bends.",
  "And here is the turning point.",
  "But every story has its hinge, and this one turns on the white die.",
  "Midway, the wind changes.",
];

const T4_WHITE: Line[] = [
  (c) => `The ${c.wn} arrives with ${c.p.pick(c.white.mind)}, and nothing looks quite the same afterward.`,
  (c) =>
    `Your ${c.wn} brings ${c.p.pick(c.white.mind)}. It is the moment you notice ${image(c, c.white)} and understand what it has been trying to show you.`,
  (c) => `Think of ${image(c, c.white)}: the ${c.wn} works like that in you, and brings ${c.p.pick(c.white.mind)}.`,
];

const T4_RESOLUTIONS: Line[] = [
  (c) => `And so the story comes to rest in the ${c.gn}: ${c.p.pick(c.green.world)}.`,
  (c) => `At the end of the road waits the ${c.gn}, and it offers ${c.p.pick(c.green.world)}.`,
  (c) =>
    `The tale resolves in green, as tales of this kind do. Picture ${image(c, c.green)}: that is the ${c.gn}, and it brings ${c.p.pick(c.green.world)}.`,
];

function sumBodySentence(c: Ctx): string {
  const body = sentencesOf(c.sumBody)[0] ?? c.sumBody;
  return c.p.pick([
    `The three dice together make ${c.sum}, ${c.sumLore.name}, and the reading says of it: ${quote(body)}`,
    `Their sum is ${c.sum}, ${c.sumLore.name}: ${stripEnd(body)}.`,
    `Counted together they make ${c.sum}, ${c.sumLore.name}, which means that ${c.sumLore.meaning}.`,
  ]);
}

const T4_BLESSINGS = [
  "Go gently; the story is still being written, and the pen is in your hand.",
  "Carry this tale with you, and tell it back to yourself when the road grows dark.",
  "Walk it well. The ending is kind to those who arrive awake.",
];

function tier4(c: Ctx): Paragraph[] {
  const quoted = pickSentence(c, c.interpretationSentences, 32);
  return [
    paragraph(
      core(c.p.pick(T4_OPENINGS)),
      core(say(c, T4_BEGINNINGS)),
      core(say(c, T4_RED_SHADOWS)),
      optional(c.p.pick(T4_SITUATION_FRAMES[c.situation]), 5),
    ),
    paragraph(
      core(c.p.pick(T4_TURNS)),
      core(say(c, T4_WHITE)),
      c.match.kind === "none" ? [] : optional(matchSentence(c), 3),
      core(timingSentence(c)),
      core(c.p.pick(QUOTE_FRAMES)(quoted)),
    ),
    paragraph(
      core(say(c, T4_RESOLUTIONS)),
      core(sumBodySentence(c)),
      optional(verdictSentence(c), 4),
      reserve(`Picture ${image(c, c.green)}; that is what waits for you.`, 2),
    ),
    paragraph(core(situationCounsel(c)), reserve(say(c, WHITE_FRAMES), 1), optional(c.p.pick(T4_BLESSINGS), 6)),
  ];
}

// ── Tier 5: layered, intimate, every die woven in ────────────────────────────────────────────

const T5_OPENINGS = [
  "Come closer, seeker, and sit with me a while; this reading was cast for you alone.",
  "Stay a moment by the fire. I have looked long at your dice, and I want to tell you everything they said.",
  "I see you there at the edge of the lamplight, holding your question the way one holds a cup that is too full.",
  "Breathe once, slowly. What follows is yours, and it asks to be read unhurriedly.",
];

const T5_SITUATIONS: Record<Situation, string[]> = {
  guidance: [
    "You asked for guidance, and beneath that word I hear a longing to trust your own steps again.",
    "You have been carrying a question about the way forward for longer than you admit, even to yourself.",
  ],
  finances: [
    "You asked about your resources, and I hear in that question both hope and a quiet worry.",
    "Money is rarely only money; it is safety and freedom, and the story you tell yourself about your worth.",
  ],
  relationships: [
    "You asked about love, and I will answer tenderly, because the heart deserves no less.",
    "Your question is about another person, and yet, as always, it begins with you.",
  ],
};

const T5_OVERVIEWS: Line[] = [
  (c) => `Three dice answered you: the ${c.rn}, the ${c.wn} and the ${c.gn}.`,
  (c) => `The ${c.rn}, the ${c.wn} and the ${c.gn} have come to speak with you, each in its own voice.`,
];

const T5_RED: Line[] = [
  (c) => `Begin with the red, the die of the will. Your ${c.rn} speaks of ${c.p.pick(c.red.will)}.`,
  (c) =>
    `The red die answers the oldest question, what moves you, and yours shows the ${c.red.name}: ${c.p.pick(c.red.will)}.`,
];

const T5_RED_DEPTH: Line[] = [
  (c) => `Its light side is ${c.red.light}; its shadow is ${c.red.shadowSide}.`,
  (c) => `In its light it gives ${c.red.light}, and in its shadow it hides ${c.red.shadowSide}.`,
];

const T5_RED_SITUATION: Record<Situation, Line[]> = {
  guidance: [
    (c) =>
      `This is the engine of your question; whatever road you choose, the ${c.red.name} will be the one walking it.`,
  ],
  finances: [
    (c) =>
      `Where money is concerned, this is the temperament you bring to every choice, and the ${c.red.name} will colour how you spend and how you save.`,
  ],
  relationships: [
    (c) =>
      `In love the red die speaks first, so listen closely: this is how you reach for another, and the ${c.red.name} shapes every gesture you make.`,
  ],
};

const T5_WHITE: Line[] = [
  (c) => `Then comes the white, the die of the mind and of timing. The ${c.wn} brings ${c.p.pick(c.white.mind)}.`,
  (c) => `The white die is your inner sight, and it shows the ${c.white.name}: ${c.p.pick(c.white.mind)}.`,
];

const T5_GREEN: Line[] = [
  (c) => `Last comes the green, the die of the world, and it shows the ${c.gn}: ${c.p.pick(c.green.world)}.`,
  (c) => `The green die answers what will take root, and yours is the ${c.gn}, bringing ${c.p.pick(c.green.world)}.`,
];

const T5_SUM_OPENINGS: Line[] = [
  (c) => `Now lay the three side by side. Their sum, ${c.sum}, is ${c.sumLore.name}: ${c.sumLore.meaning}.`,
  (c) =>
    `Counted together, the dice make ${c.sum}, ${c.sumLore.name}, and I want you to hear it clearly: ${c.sumLore.meaning}.`,
];

const T5_NO_MATCH = [
  "No two dice share a face, so each voice speaks on its own, and the harmony between them is yours to find.",
  "Every die shows a different face, three separate voices, and it is your life that makes them one song.",
];

const T5_FAREWELLS: Record<Situation, string[]> = {
  guidance: [
    "Whatever you choose, choose it awake. I will be here when you cast again.",
    "You are further along this road than you believe. Go gently, seeker.",
  ],
  finances: [
    "Hold your resources the way you would hold a lantern, steadily and without fear. I will be here when you cast again.",
    "Wealth of the truest kind is a calm heart; may this season bring you one. Go gently, seeker.",
  ],
  relationships: [
    "Love yourself first tonight, and let that love spill outward. I will be here when you cast again.",
    "Take this home with you, and read it once more by moonlight, with the one you love in mind.",
  ],
};

function tier5(c: Ctx): Paragraph[] {
  const sentences = c.interpretationSentences;
  const picked = [pickSentence(c, sentences, 34), pickSentence(c, sentences, 34)];
  const [first, second] = picked.sort((a, b) => sentences.indexOf(a) - sentences.indexOf(b)) as [string, string];
  return [
    paragraph(core(c.p.pick(T5_OPENINGS)), core(c.p.pick(T5_SITUATIONS[c.situation])), core(say(c, T5_OVERVIEWS))),
    paragraph(
      core(say(c, T5_RED)),
      core(say(c, T5_RED_DEPTH)),
      core(`I see it as ${image(c, c.red)}, and I see you in it.`),
      optional(say(c, T5_RED_SITUATION[c.situation]), 4),
    ),
    paragraph(
      core(say(c, T5_WHITE)),
      core(c.p.pick(WHITE_COUNSEL[c.whiteFace]!)),
      core(timingSentence(c)),
      reserve(`Its light is ${c.white.light}; keep an eye on its shadow, ${c.white.shadowSide}.`, 1),
    ),
    paragraph(
      core(say(c, T5_GREEN)),
      core(c.p.pick(QUOTE_FRAMES)(first)),
      optional(
        first !== second
          ? c.p.pick([`And further: ${quote(second)}`, `It goes on: ${quote(second)}`, `And then: ${quote(second)}`])
          : null,
        3,
      ),
      core(verdictSentence(c)),
    ),
    paragraph(
      core(say(c, T5_SUM_OPENINGS)),
      optional(`The reading adds: ${quote(c.sumBody)}`, 2),
      core(matchSentence(c) ?? c.p.pick(T5_NO_MATCH)),
      reserve(`Picture ${image(c, c.green)}; this is the shape of what waits for you.`, 2),
    ),
    paragraph(
      core(c.p.pick(["So, my counsel.", "Here is what I would have you do.", "And now, the practical part."])),
      core(situationCounsel(c)),
      optional(say(c, WHITE_FRAMES), 1),
      core(c.p.pick(T5_FAREWELLS[c.situation])),
    ),
  ];
}

// ── Composing ────────────────────────────────────────────────────────────────────────────────

/** Each tier's word range, and how far into it optional sentences may reach. */
const WORD_RANGES: Record<number, [number, number, number]> = {
  1: [50, 90, 0.85],
  2: [100, 160, 0.85],
  3: [160, 240, 0.95],
  4: [250, 350, 0.85],
  5: [350, 500, 0.85],
};

const MAX_ATTEMPTS = 8;

const TIER_BUILDERS: Record<number, (c: Ctx) => Paragraph[]> = { 1: tier1, 2: tier2, 3: tier3, 4: tier4, 5: tier5 };

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
];

function numberWord(value: number): string {
  return NUMBER_WORDS[value] ?? String(value);
}

function clampFace(value: number): number {
  return Math.min(6, Math.max(1, Math.trunc(value) || 1));
}

function findMatch(red: number, white: number, green: number): Match {
  if (red === white && white === green) return { kind: "triple", face: FACES[red]! };
  if (red === white) return { kind: "pair", face: FACES[red]!, colours: ["red", "white"], odd: "green" };
  if (white === green) return { kind: "pair", face: FACES[white]!, colours: ["white", "green"], odd: "red" };
  if (red === green) return { kind: "pair", face: FACES[red]!, colours: ["red", "green"], odd: "white" };
  return { kind: "none" };
}

/**
 * The enhanced reading text for a tier (1-5), without the appended tier sections. Pure: the same
 * `random` sequence gives the same text.
 */
export function composeEnhancement(input: {
  reading: Reading;
  situation: Situation;
  tier: number;
  random?: () => number;
}): string {
  const { reading, situation } = input;
  const tier = Math.min(5, Math.max(1, Math.trunc(input.tier) || 1));
  const redFace = clampFace(reading.redDice);
  const whiteFace = clampFace(reading.whiteDice);
  const greenFace = clampFace(reading.greenDice);
  const sum = redFace + whiteFace + greenFace;
  const verdictMatch = /^(Yes|Likely yes|Uncertain|Likely no|No)\s*[—–-]\s*([\s\S]+)$/.exec(reading.yesNoAnswer.trim());
  const sumMatch = /^Sum of \d+,[^:]*:\s*([\s\S]+)$/.exec(reading.totalSumInterpretation.trim());
  const interpretation = interpretationFor(reading, situation);
  const sit = SITUATIONS[situation];
  const random = input.random ?? Math.random;
  const facts: Omit<Ctx, "p"> = {
    situation,
    red: FACES[redFace]!,
    white: FACES[whiteFace]!,
    green: FACES[greenFace]!,
    rn: `red ${FACES[redFace]!.name}`,
    wn: `white ${FACES[whiteFace]!.name}`,
    gn: `green ${FACES[greenFace]!.name}`,
    redFace,
    whiteFace,
    greenFace,
    sum,
    sumLore: SUMS[sum]!,
    sit,
    counselFace: sit.counselDie === "red" ? redFace : greenFace,
    interpretation,
    interpretationSentences: sentencesOf(interpretation),
    timing: reading.timingPrediction.trim(),
    verdict: verdictMatch ? (verdictMatch[1] as Verdict) : null,
    verdictReason: verdictMatch?.[2]?.trim() ?? "",
    yesNo: reading.yesNoAnswer.trim(),
    sumBody: sumMatch?.[1]?.trim() ?? reading.totalSumInterpretation.trim(),
    match: findMatch(redFace, whiteFace, greenFace),
  };
  const [min, max, softness] = WORD_RANGES[tier]!;
  // A rare draw of long phrases can overrun the range even with every optional sentence dropped;
  // then the oracle composes again with the next choices and keeps the draw closest to the range.
  let best = "";
  let bestDistance = Infinity;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const text = fit(TIER_BUILDERS[tier]!({ ...facts, p: createPicker(random) }), min, max, softness);
    const words = countWords(text);
    const distance = Math.max(0, min - words, words - max);
    if (distance === 0) return text;
    if (distance < bestDistance) [best, bestDistance] = [text, distance];
  }
  return best;
}

/**
 * Splits a text into small pieces of one to three words, as a model would stream them. Whitespace
 * and newlines are kept, so the pieces joined give back the text exactly.
 */
export function chunkForStreaming(text: string): string[] {
  const tokens = text.match(/\s*\S+\s*/g);
  if (!tokens) return text.length > 0 ? [text] : [];
  const sizes = [2, 1, 3, 2, 3, 1, 2];
  const chunks: string[] = [];
  let current = "";
  let words = 0;
  let turn = 0;
  for (const token of tokens) {
    current += token;
    words += 1;
    if (words >= sizes[turn % sizes.length]! || token.includes("\n")) {
      chunks.push(current);
      current = "";
      words = 0;
      turn += 1;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
