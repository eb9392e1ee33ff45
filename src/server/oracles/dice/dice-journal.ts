import { PATTERNS_WORDS as words } from "../../../../content/journal/patterns";
import { DICE_PATTERN, FACE_NAMES } from "../../../shared/dice";
import { dicePayloadSchema } from "../../../shared/oracles/payloads";
import { fillWords } from "../../../shared/text";
import type { OracleJournal } from "../types";

const FACES = ["1", "2", "3", "4", "5", "6"];

/** A stored cast's roll, or null for a payload that does not fit. */
function rollOf(payload: unknown): string | null {
  const parsed = dicePayloadSchema.safeParse(payload);
  return parsed.success ? parsed.data.dice : null;
}

/**
 * The dice's part in the journal: the ordered red-white-green roll (216, one per cast) and the faces (6,
 * three per cast, each die its own try). The history's item filter finds a roll (`{dice: "3-5-2"}`); a face
 * is in no single payload value, so it filters nothing.
 */
export const diceJournal: OracleJournal = {
  kinds: [
    {
      kind: "rolls",
      label: words.kinds.rolls.label,
      deckSize: 216,
      itemsOf: (payload) => {
        const roll = rollOf(payload);
        return roll ? [roll] : [];
      },
      nameOf: (key) => (DICE_PATTERN.test(key) ? fillWords(words.rollName, { roll: key }) : null),
    },
    {
      kind: "faces",
      label: words.kinds.faces.label,
      deckSize: 6,
      itemsOf: (payload) => rollOf(payload)?.split("-") ?? [],
      nameOf: (key) =>
        FACES.includes(key) ? fillWords(words.faceName, { face: key, name: FACE_NAMES[Number(key) - 1]! }) : null,
    },
  ],
  itemMatch: (key) => (DICE_PATTERN.test(key) ? { dice: key } : null),
};
