import type { RuneAett, TarotSuit } from "../../src/shared/draws/decks";
import type { SpreadBalance } from "../../src/shared/draws/synthesis";
import type { Situation } from "../../src/shared/situations";

/**
 * The synthesis under a spread: a paragraph read from the spread's balance (src/shared/draws/synthesis.ts)
 * — how many Major Arcana, which suit or ætt leads, how many items lie reversed — closed for the
 * reading's situation.
 */

const SUIT_THEMES: Record<TarotSuit, string> = {
  wands:
    "Wands lead this spread: fire runs through it, and the question is less what you feel than what you are willing to start and carry.",
  cups: "Cups lead this spread: the tide here is feeling, and the answer is found by listening to what the heart already knows.",
  swords:
    "Swords lead this spread: the air is full of thought, words and decisions, and clarity matters more than comfort today.",
  pentacles:
    "Pentacles lead this spread: the earth speaks of work, body, money and time, of what grows slowly under patient hands.",
};

const AETT_THEMES: Record<RuneAett, string> = {
  freyr:
    "Freyr's ætt leads the cast: these are runes of beginnings, of wealth that moves, of gifts and joy, the first turning of the wheel.",
  hagal:
    "Hagal's ætt leads the cast: hail, need and ice, harvest and the yew, forces larger than one will that ask for endurance and trust in the season.",
  tyr: "Tyr's ætt leads the cast: runes of right action, of growth, kinship and inheritance, of what a person builds with others and leaves behind.",
};

const SITUATION_CLOSINGS: Record<Situation, string> = {
  guidance:
    "Read the positions as one sentence about your path, and let the strongest image be the one you carry today.",
  finances:
    "For your resources, weigh the practical step the spread points to before the hopeful one, and keep your own counsel on the numbers.",
  relationships:
    "For the people in your life, notice where the spread asks you to speak and where it asks you to listen; both are part of the answer.",
};

function majorsSentence(balance: SpreadBalance): string {
  const { majors, count } = balance;
  if (count === 1) {
    return majors === 1
      ? "A single Major Arcana card answers: a great theme of life is moving, larger than the day's small choices."
      : "A single Minor Arcana card answers: the matter is in your hands, in the ordinary work of the days ahead.";
  }
  if (majors === 0)
    return "No Major Arcana appear: this is a matter of daily choices, and you hold more of the pen than you think.";
  if (majors * 2 > count)
    return `${majors} of the ${count} cards are Major Arcana: fate's larger currents are at work, and some of what unfolds asks to be met rather than managed.`;
  return `${majors === 1 ? "One Major Arcana card stands" : `${majors} Major Arcana cards stand`} among the minor ones, marking where the deeper lesson of this spread sits.`;
}

function reversalSentence(balance: SpreadBalance, itemWord: string): string {
  const { reversed, count } = balance;
  if (reversed === 0) return `Every ${itemWord} lies upright: the energies flow outward, open and ready to be used.`;
  if (reversed === count)
    return count === 1
      ? `The ${itemWord} lies reversed: its energy turns inward, delayed or blocked, and asks to be freed before it can serve you.`
      : `Every ${itemWord} lies reversed: this is a time of turning inward, of undoing knots before new threads are tied.`;
  if (reversed * 2 > count)
    return `Most of the ${itemWord}s lie reversed (${reversed} of ${count}): much of the energy here is held back or turned inward, waiting for you to release it.`;
  return `${reversed === 1 ? `One ${itemWord} lies` : `${reversed} ${itemWord}s lie`} reversed: look there first, for that is where the flow catches.`;
}

function courtsSentence(balance: SpreadBalance): string | null {
  if (balance.courts < 2) return null;
  return `${balance.courts} court cards appear: other people, or sides of yourself, have a real part to play in this.`;
}

function runeCountSentence(balance: SpreadBalance): string {
  return balance.count === 1
    ? "One rune was drawn from the bag: a single stave, to be read slowly and carried for the day."
    : `${balance.count} runes were cast: read them in their places, each answering the one before.`;
}

/** The synthesis paragraph for a spread of the tarot or the runes. */
export function synthesisText(balance: SpreadBalance, situation: Situation): string {
  const sentences =
    balance.tool === "tarot"
      ? [
          majorsSentence(balance),
          balance.dominantSuit ? SUIT_THEMES[balance.dominantSuit] : null,
          courtsSentence(balance),
          reversalSentence(balance, "card"),
        ]
      : [
          runeCountSentence(balance),
          balance.dominantAett ? AETT_THEMES[balance.dominantAett] : null,
          reversalSentence(balance, "rune"),
        ];
  return [...sentences, SITUATION_CLOSINGS[situation]].filter(Boolean).join(" ");
}
