import type { Situation } from "../situations";

/** A cycle number, 1–9. */
export type CycleNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The words for one number of one cycle. */
export interface CycleText {
  /** A short title ("A Year of Beginnings"). */
  title: string;
  /** What tradition makes of this number in this cycle, in the oracle's voice. */
  text: string;
}

/** The texts of the personal cycles and of the planetary returns. */
export interface CyclesContent {
  /** The personal year, 1–9 (70–110 words each). */
  personalYears: Record<CycleNumber, CycleText>;
  /** The personal month, 1–9 (40–70 words each). */
  personalMonths: Record<CycleNumber, CycleText>;
  /** The personal day, 1–9 (25–45 words each). */
  personalDays: Record<CycleNumber, CycleText>;
  /** The universal year, 1–9 (25–50 words each): the year's number for everyone. */
  universalYears: Record<CycleNumber, CycleText>;
  /** What astrological tradition makes of a Jupiter return and a Saturn return (60–110 words each). */
  returns: { jupiter: CycleText; saturn: CycleText };
}

/** What a recorded reading of the day's cycles says around the numbers' own texts (content/cycles/reading.ts). */
export interface CyclesReadingWords {
  /** "Your Cycles". */
  name: string;
  /** Contains {year}, {month}, {day} and {universal}: a reading's title. */
  title: string;
  /** Each section's heading; each contains {number} and {title}. */
  headings: { personalYear: string; personalMonth: string; personalDay: string; universalYear: string };
  /** One line for each situation, reading the day's numbers for it; contains {year} and {day}. */
  situationLines: Record<Situation, string>;
  /** The built-in oracle's enhancement: it picks from these banks by tier. */
  enhancement: {
    /** Who reads the day's cycles, as the AI provider is told in its first line. */
    reader: string;
    openings: string[];
    /** Contains "{question}". */
    questionLead: string;
    headings: { reading: string; month: string; universal: string; round: string; practice: string };
    /** Where the year stands in the round of nine: contains {year}, {left} and {next}. */
    round: string;
    /** Reflective questions for each situation. */
    questions: Record<Situation, string[]>;
    blessings: string[];
  };
  share: {
    /** The shared card's title: contains {year} and {universal}. */
    cardTitle: string;
    /** A shared link's preview title: contains {title}. */
    previewTitle: string;
  };
}

/** What the Your Cycles page and its shared readings say (content/cycles/page.ts). */
export interface CyclesPageWords {
  page: {
    eyebrow: string;
    title: string;
    metaTitle: string;
    metaDescription: string;
    lead: string;
    /** The visitor's birth date field and its hint (nothing typed leaves the browser but to count the returns). */
    birthDateLabel: string;
    birthDateHint: string;
    showLabel: string;
    /** The signed-in seeker's line over their own cycles, and the line for a profile without a birth date. */
    profileLine: string;
    noBirthDate: string;
    profileLink: string;
    /** Each number's label on the page. */
    labels: { personalYear: string; personalMonth: string; personalDay: string; universalYear: string };
    /** The reduction's steps: contains {steps}. */
    stepsLine: string;
    roundTitle: string;
    /** Contains {year}: where the seeker stands in the round of nine. */
    roundCaption: string;
    returnsTitle: string;
    returnsLead: string;
    jupiter: string;
    saturn: string;
    /** A return's heading: contains {planet} and {n}. */
    returnHeading: string;
    /** The next one's heading: contains {planet}. */
    nextHeading: string;
    /** A return crossing three times: contains {count}. */
    passesLine: string;
    loadingReturns: string;
    returnsFailed: string;
    noReturnsYet: string;
    /** Says the text is tradition. */
    traditionLabel: string;
    recordTitle: string;
    recordText: string;
    recordLabel: string;
    recordingLabel: string;
    recordedLabel: string;
    signUpTitle: string;
    signUpText: string;
    historyLabel: string;
  };
  sharedPage: { eyebrow: string; ctaTitle: string; ctaText: string; ctaButton: string };
}
