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
