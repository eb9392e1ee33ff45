import type { DivinationToolPath } from "../tools";

/**
 * Shapes of the site's editorial content in content/ (legal pages, blog, marketing pages, the fairness
 * page, the installable app). The client renders them; keeping them typed lets writers change words
 * without touching components.
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
  path: DivinationToolPath;
  isComingSoon: boolean;
  /** Open without an account (its card is never locked). */
  isOpenToVisitors: boolean;
}

/** One label, hint and error of the fairness checker's form. */
interface FairnessFieldWords {
  label: string;
  hint: string;
  error: string;
}

/**
 * The /fairness page: the scheme in plain words, and the checker's words. A name in braces (`{dice}`,
 * `{hash}`, `{firstRoll}`, `{skipped}`, `{things}`, `{count}`, `{max}`, `{entered}`, `{answer}`) is filled by the
 * page with the checked values.
 */
export interface FairnessPageContent {
  hero: { eyebrow: string; title: string; subtitle: string };
  checker: {
    title: string;
    intro: string;
    fields: Record<
      | "tool"
      | "serverSeed"
      | "serverSeedHash"
      | "clientSeed"
      | "dice"
      | "spread"
      | "items"
      | "answer"
      | "method"
      | "lines",
      FairnessFieldWords
    >;
    /** The oracles the checker checks, as its selector names them. */
    tools: Record<"dice" | "tarot" | "runes" | "pendulum" | "iching" | "tales" | "compass" | "intuition", string>;
    /** The spreads of the tarot and the runes (src/shared/draws/spreads.ts), as the selector names them. */
    spreads: Record<"one-card" | "three-card" | "celtic-cross" | "single" | "three-norns" | "five-rune-cross", string>;
    submit: string;
    submitDraw: string;
    /** The button for a reading that answers in one word (the pendulum's swing). */
    submitSwing: string;
    /** The button for a cast of six lines (the I Ching). */
    submitLines: string;
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
    /** A swing of the pendulum: its answer (`{entered}`) against the one the seeds give (`{answer}`). */
    swings: {
      hashMatches: string;
      answerMatches: string;
      answerDiffers: string;
      allGood: string;
      somethingWrong: string;
    };
    /** A cast of the I Ching: its lines (`{entered}`) against the ones the seeds give (`{lines}`), by `{method}`. */
    lines: {
      hashMatches: string;
      linesMatch: string;
      linesDiffer: string;
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
