/** The three dice of a cast, each showing a face from 1 to 6. */
export interface DiceRoll {
  red: number;
  white: number;
  green: number;
}

export const DICE_FACES = [1, 2, 3, 4, 5, 6] as const;
export const DICE_COLOURS = ["red", "white", "green"] as const satisfies readonly (keyof DiceRoll)[];
export type DiceColour = (typeof DICE_COLOURS)[number];
/** The keyword of each face 1-6 in the readings' meaning system (content/README.md). */
export const FACE_NAMES = ["Seed", "Mirror", "Spark", "Stone", "Storm", "Crown"] as const;
export const MIN_SUM = 3;
export const MAX_SUM = 18;
/** At most 100 re-roll attempts to avoid repeating the previous roll (docs/product.md, 'The cast'). */
export const MAX_REROLL_ATTEMPTS = 100;
/** The client animation runs 2000 ms: the dice tumble, then settle on the server's faces as it ends. */
export const CAST_ANIMATION_MS = 2000;

export const DICE_PATTERN = /^([1-6])-([1-6])-([1-6])$/;

/** `3-1-5` → `{red: 3, white: 1, green: 5}`; anything else → null. */
export function parseDice(value: string): DiceRoll | null {
  const match = DICE_PATTERN.exec(value);
  if (!match) return null;
  return { red: Number(match[1]), white: Number(match[2]), green: Number(match[3]) };
}

/** `{red: 3, white: 1, green: 5}` → `3-1-5`, the `dice_values` key of a reading. */
export function formatDice(roll: DiceRoll): string {
  return `${roll.red}-${roll.white}-${roll.green}`;
}

function isSameRoll(a: DiceRoll, b: DiceRoll): boolean {
  return a.red === b.red && a.white === b.white && a.green === b.green;
}

export function sumDice(roll: DiceRoll): number {
  return roll.red + roll.white + roll.green;
}

/** Every red-white-green combination, red-major: 1-1-1, 1-1-2, … 6-6-6. */
export function listAllRolls(): DiceRoll[] {
  return DICE_FACES.flatMap((red) => DICE_FACES.flatMap((white) => DICE_FACES.map((green) => ({ red, white, green }))));
}

/** Returns a face from 1 to 6; the server passes `crypto.randomInt`, tests pass a scripted source. */
export type FaceSource = () => number;

export interface DrawResult {
  roll: DiceRoll;
  attempts: number;
  /** True when the roll still equals `avoid` after MAX_REROLL_ATTEMPTS draws. */
  isRepeatAccepted: boolean;
}

/**
 * Draws three faces, redrawing while the roll equals `avoid` (the last roll shown), up to
 * MAX_REROLL_ATTEMPTS draws in all; after that the repeated roll is accepted.
 */
export function drawRoll(nextFace: FaceSource, avoid?: DiceRoll | null): DrawResult {
  let roll: DiceRoll = { red: 1, white: 1, green: 1 };
  for (let attempts = 1; attempts <= MAX_REROLL_ATTEMPTS; attempts++) {
    roll = { red: nextFace(), white: nextFace(), green: nextFace() };
    if (!avoid || !isSameRoll(roll, avoid)) return { roll, attempts, isRepeatAccepted: false };
  }
  return { roll, attempts: MAX_REROLL_ATTEMPTS, isRepeatAccepted: true };
}
