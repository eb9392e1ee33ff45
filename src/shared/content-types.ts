import type { DrawTool, RitualTool } from "./draws/spreads";
import type { QuestRequirementKey, RequirementType } from "./gamification/oracle-counters";
import type { Situation } from "./situations";
import type { DivinationToolPath } from "./tools";

/**
 * Shapes of the editorial content in content/ (legal pages, blog, marketing pages). The client renders
 * them; keeping them typed lets writers change words without touching components.
 */

/** Names of the icons the client can draw (a subset of lucide-react, mapped in the client). */
export const ICON_NAMES = [
  "Dices",
  "Sparkles",
  "MoonStar",
  "Sun",
  "Star",
  "Eye",
  "Gem",
  "Compass",
  "Heart",
  "Coins",
  "Shield",
  "Clock",
  "BookOpen",
  "Feather",
  "Flame",
  "Infinity",
  "Layers",
  "WandSparkles",
  "ScrollText",
  "Crown",
  "Users",
  "Zap",
  "Lock",
  "CircleHelp",
  "Mail",
  "MessageCircle",
  "Globe",
  "Leaf",
  "Brain",
  "Orbit",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export interface IconCard {
  title: string;
  description: string;
  icon: IconName;
}

export interface LegalSection {
  /** URL fragment, kebab-case. */
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  table?: { caption: string; headers: string[]; rows: string[][] };
  /** The operator's support contact follows the section's words (decision 027). */
  supportContact?: true;
}

export interface LegalDocument {
  title: string;
  /** One sentence for the meta description. */
  description: string;
  /** ISO date, e.g. 2026-11-01. */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export interface Disclaimer {
  title: string;
  paragraphs: string[];
}

export interface BlogPost {
  /** URL slug: /blog/<slug>. */
  slug: string;
  title: string;
  /** ISO date. */
  date: string;
  author: string;
  tags: string[];
  /**
   * Plain text, lines separated by "\n". Line 3 (index 2) is the card preview (cut to 120 characters).
   * A line that starts with an emoji opens a new section and is that section's heading.
   */
  content: string;
  /** Public path of the header image, e.g. /images/blog/dice-guide.svg. */
  imageUrl: string;
  link: string;
  metaDescription: string;
  keywords: string[];
}

export interface HomeContent {
  heroTitle: string;
  signedOutSubtitle: string;
  signedInSubtitle: string;
  benefits: IconCard[];
  /**
   * A card's tool is open or coming soon, as its route in src/shared/tools.ts says (a content test
   * holds them together; written here so the home page's first load does not carry the tool list).
   */
  divinationCards: (IconCard & { path: DivinationToolPath; status: "active" | "coming-soon" })[];
  featureBlocks: IconCard[];
  /**
   * The band of figures under the benefits: facts of the product (copy-promises.test.ts counts each
   * from its data), never a count of people or a rate.
   */
  stats: { value: string; label: string; /** A page of the site the label links to. */ href?: string }[];
}

export interface AboutContent {
  hero: { title: string; subtitle: string };
  vision: { title: string; paragraphs: string[] };
  offerings: { title: string; items: IconCard[] };
  reasons: { title: string; items: IconCard[] };
  disclaimer: { title: string; paragraphs: string[] };
  cta: { title: string; text: string };
}

/** A link from a card or an answer to another page of the site, e.g. `{ label: "See the plans", href: "/pricing" }`. */
interface ContentLink {
  label: string;
  /** A path of the site, starting with "/". */
  href: string;
}

export interface ServiceCard extends IconCard {
  features: string[];
  link?: ContentLink;
}

export interface HelpCenterContent {
  intro: string;
  sections: { id: string; title: string; items: { question: string; answer: string; link?: ContentLink }[] }[];
  /** "Still Need Help?": the operator's details (settings, decision 027) and the help in the app follow it. */
  support: { title: string; text: string };
}

/**
 * The words around the operator's support contact on Contact, Help, Terms and Privacy. The details
 * themselves are the server's settings (decision 027): a detail that is not set is not shown.
 */
export interface SupportWords {
  emailLabel: string;
  whatsappLabel: string;
  /** Under the WhatsApp number. */
  whatsappNote: string;
  postLabel: string;
  /** Said once the page knows that no detail is set. */
  noneSet: string;
  /** The help that is always there, whatever is set. */
  inApp: { title: string; items: { text: string; link?: ContentLink }[] };
}

export interface ContactContent {
  intro: string;
  /** Over the operator's details. */
  writeTitle: string;
}

// ── Gamification catalogue (seeded into achievements, quests and mystical_items) ────────────────

export type { RequirementType };

export interface AchievementDefinition {
  /** Stable id, kebab-case, e.g. "first-cast". */
  id: string;
  name: string;
  description: string;
  requirementType: RequirementType;
  requirementValue: number;
  karmaPoints: number;
  /** An item granted with the achievement. */
  rewardItemId?: string;
}

/** What a quest can require; each counts from the day the quest starts. */
export type { QuestRequirementKey };

export interface QuestDefinition {
  id: string;
  name: string;
  description: string;
  rewardKarma: number;
  durationDays: number;
  requirements: Partial<Record<QuestRequirementKey, number>>;
  rewardItemId?: string;
}

type ItemRarity = "common" | "rare" | "epic" | "legendary";

export interface MysticalItemDefinition {
  id: string;
  name: string;
  description: string;
  /** One equipped item per type. */
  type: "talisman" | "crystal" | "candle" | "tome" | "charm";
  rarity: ItemRarity;
  iconName: IconName;
  /** Flavour text describing the item's effect. */
  effects: string;
}

/** The meaning system behind the readings (content/README.md), as the chat guide explains it. */
export interface DiceMeaningSystem {
  colours: Record<
    "red" | "white" | "green",
    { domain: string; question: string; /** What the die sets in a reading: motive, insight, outcome. */ role: string }
  >;
  /**
   * Faces 1-6, in order: `light` and `shadow` as in the table of content/README.md, and the same
   * said to run on in a sentence ("Its light side is …"), as the built-in oracle says them.
   */
  faces: { name: string; light: string; shadow: string; lightInSentence: string; shadowInSentence: string }[];
  /**
   * Sums 3-18: the sum's name and meaning as in the table, and the meaning as a clause the built-in
   * oracle says ("Their sum is 9, The Lantern: wisdom is ripening, …").
   */
  sums: Record<number, { name: string; meaning: string; inSentence: string }>;
  /** What doubles and triples add. */
  matches: string;
}

/**
 * The legend under each die on the Dice Oracle (content/oracle/dice-legend.ts): the colour's name and
 * domain, and one line for each face 1-6 read through that domain.
 */
export type DiceLegend = Record<
  "red" | "white" | "green",
  { name: string; domain: string; faces: readonly [string, string, string, string, string, string] }
>;

/** A divination tool's words (content/site/divination-tools.ts). */
export interface DivinationToolWords {
  title: string;
  /** The icon of an open tool's card (a tool still coming soon shows sparkles). */
  icon?: IconName;
  description: string;
}

/** A divination tool on the Features page and its own page. */
export interface DivinationTool extends DivinationToolWords {
  icon: IconName;
  path: string;
  isComingSoon: boolean;
}

/** The words of a shared reading: the share actions, the public page, its card and its link preview. */
export interface SharingWords {
  actions: {
    groupLabel: string;
    saveImage: string;
    share: string;
    sharing: string;
    copyLink: string;
    linkCopied: string;
    /** When the browser refuses the clipboard. */
    copyBlocked: string;
    linkLabel: string;
    stopSharing: string;
    stopping: string;
    /** Shown while the reading is private (never shared, or no longer). */
    privateNote: string;
    /** Shown while the link is live. */
    sharedNote: string;
    /** Shown after sharing stopped. */
    stoppedNote: string;
    failed: string;
    /** The title handed to the phone's share sheet. */
    shareSheetTitle: string;
  };
  page: {
    eyebrow: string;
    /** "{situation} Reading", the situation's name filled in. */
    title: string;
    questionLabel: string;
    diceLabel: string;
    timing: string;
    yesNo: string;
    /** "The Sum of {sum}". */
    sum: string;
    loading: string;
    loadFailed: string;
    ctaTitle: string;
    ctaText: string;
    ctaButton: string;
    disclaimer: string;
  };
  card: {
    /** "{situation} Reading". */
    title: string;
    /** "Sum {sum}". */
    sum: string;
    footer: string;
    /** Over a draw's spread name: "A Tarot Spread", "A Rune Cast". */
    oracle: Record<DrawTool, string>;
    /** Over a ritual's title: "Today's Numerology Reading", "A Moon Ritual". */
    ritual: Record<RitualTool, string>;
    /** After a reversed item's position: "Reversed", or a rune's "Merkstave". */
    reversed: Record<DrawTool, string>;
  };
  /** The shared page of a tarot spread or rune cast (the dice's are under `page`). */
  drawPage: {
    /** Over the title: "A Shared Tarot Spread". */
    eyebrow: Record<DrawTool, string>;
    /** "{situation} Reading". */
    title: string;
    /** The group of the drawn items: "The cards", "The runes". */
    itemsLabel: Record<DrawTool, string>;
    /** Beside a reversed item's position. */
    reversed: Record<DrawTool, string>;
    synthesisLabel: string;
    ctaTitle: Record<DrawTool, string>;
    ctaText: Record<DrawTool, string>;
    ctaButton: Record<DrawTool, string>;
  };
  /** The shared page of a ritual: today's numerology reading or a moon ritual. */
  ritualPage: {
    /** Over the title: "A Shared Numerology Reading". */
    eyebrow: Record<RitualTool, string>;
    ctaTitle: Record<RitualTool, string>;
    ctaText: Record<RitualTool, string>;
    ctaButton: Record<RitualTool, string>;
  };
  preview: {
    /** The link preview's title: "{situation} Reading: {red} · {white} · {green}" (the faces' names). */
    title: string;
    /** A draw's link preview title: "{spread}: a tarot reading for {situation}". */
    drawTitle: Record<DrawTool, string>;
    /** A ritual's link preview title: "{title}: a numerology reading for {situation}". */
    ritualTitle: Record<RitualTool, string>;
  };
}

// ── The built-in oracle's words (content/oracle/composer/) ─────────────────────────────────────

/**
 * Words the built-in oracle may say. A name in braces is filled by the composer when the phrase is
 * said: `{rn}` "red Storm", `{red.image}` one of the red face's images, `{d.light}` the light of the
 * die a sentence is about, `{sumName}` "the Lantern", and so on (the list is in
 * src/server/features/oracle/composer/fill.ts). A name written with a capital ({Rn}, {D.asks}) is
 * filled capitalised.
 */
export type OraclePhrase = string;
/** Phrases of which the composer says one at a time, avoiding one already said in the same text. */
export type PhraseBank = readonly OraclePhrase[];
/** A bank per situation. */
type SituationPhrases = Readonly<Record<Situation, PhraseBank>>;

/**
 * How the oracle speaks of one face. Noun phrases start in lower case and run on in a sentence;
 * `does` are verb phrases ("shakes the shutters loose"), `asks` imperatives ("let one old certainty
 * go"), `questions` whole sentences.
 */
export interface ComposerFaceWords {
  /** The face read through the red die, the will: what moves you. */
  will: PhraseBank;
  /** The face read through the white die, the mind: what you see. */
  mind: PhraseBank;
  /** The face read through the green die, the world: what takes root. */
  world: PhraseBank;
  /** The same three readings, for each situation. */
  willIn: SituationPhrases;
  mindIn: SituationPhrases;
  worldIn: SituationPhrases;
  /** The light side and the shadow side, in brief. */
  light: PhraseBank;
  shadow: PhraseBank;
  /** Scenes from the night sky, the elements and old crafts. */
  images: PhraseBank;
  /** What the face does, as verb phrases. */
  does: PhraseBank;
  /** What the face asks of the seeker, as imperatives. */
  asks: PhraseBank;
  questions: PhraseBank;
  /** The pure message of a triple, as clauses. */
  pure: PhraseBank;
  /** The spirit guide the face sends (Spirit Guide Message). */
  guides: PhraseBank;
  /** Things the face lends a ritual (Mystical Ritual). */
  offerings: PhraseBank;
  /** What comes to pass under the face, with no word of time (Timing Prediction). */
  unfolds: PhraseBank;
}

/** How the oracle speaks of one sum (its name is in content/oracle/meaning-system.ts). */
export interface ComposerSumWords {
  /** Its meaning, as clauses. */
  meanings: PhraseBank;
  images: PhraseBank;
  asks: PhraseBank;
}

/** One label, hint and error of the fairness checker's form. */
interface FairnessFieldWords {
  label: string;
  hint: string;
  error: string;
}

/**
 * The /fairness page: the scheme in plain words, and the checker's words. A name in braces (`{dice}`,
 * `{hash}`, `{firstRoll}`, `{skipped}`, `{things}`, `{count}`, `{max}`, `{entered}`) is filled by the
 * page with the checked values.
 */
export interface FairnessPageContent {
  hero: { eyebrow: string; title: string; subtitle: string };
  checker: {
    title: string;
    intro: string;
    fields: Record<
      "tool" | "serverSeed" | "serverSeedHash" | "clientSeed" | "dice" | "spread" | "items",
      FairnessFieldWords
    >;
    /** The oracles the checker checks, as its selector names them. */
    tools: Record<"dice" | "tarot" | "runes", string>;
    /** The spreads of the tarot and the runes (src/shared/draws/spreads.ts), as the selector names them. */
    spreads: Record<"one-card" | "three-card" | "celtic-cross" | "single" | "three-norns" | "five-rune-cross", string>;
    submit: string;
    submitDraw: string;
    pending: string;
    example: string;
    draws: {
      /** What the drawn items are called: "cards", "runes". */
      things: Record<"tarot" | "runes", string>;
      hashMatches: string;
      hashDiffers: string;
      itemsMatch: string;
      itemsDiffer: string;
      /** The heading of the list of the items the seeds draw. */
      drawnTitle: string;
      reversed: string;
      itemMatches: string;
      /** An item that differs, with what was entered in its place (`{entered}`). */
      itemDiffers: string;
      allGood: string;
      somethingWrong: string;
    };
    results: {
      title: string;
      hashMatches: string;
      hashDiffers: string;
      diceFirst: string;
      diceAfterRepeat: string;
      diceDiffer: string;
      allGood: string;
      somethingWrong: string;
      noWebCrypto: string;
    };
  };
  sections: {
    id: string;
    title: string;
    paragraphs: string[];
    /** A term and its meaning, in order (the values). */
    terms?: { term: string; text: string }[];
    /** Numbered steps (the recipe, the check by hand). */
    steps?: string[];
    /** Commands to type, shown as code. */
    commands?: { caption: string; code: string }[];
    /** Paragraphs after the steps and commands. */
    after?: string[];
  }[];
}

/** The installable app: its manifest, the offline page and the note above the last readings. */
export interface InstallableAppWords {
  manifest: { name: string; shortName: string; description: string };
  offlinePage: { title: string; description: string; heading: string; text: string; retry: string; home: string };
  /** Above the last readings the dashboard shows when the network cannot be reached. */
  offlineReadings: { note: string; heading: string; nothingSaved: string };
}

/** The prompt that offers a new version of the site once it is ready. */
export interface AppUpdateWords {
  message: string;
  refresh: string;
  dismiss: string;
}
