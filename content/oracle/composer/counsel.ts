import type { PhraseBank, SituationPhrases } from "../../../src/shared/content-types";
import type { Situation } from "../../../src/shared/situations";

/** What each situation's question is about, as noun phrases ({topic}). */
export const situationTopics: SituationPhrases = {
  guidance: ["the path ahead", "the road you should take", "the choice before you"],
  finances: ["your resources", "the way you earn and keep", "money and its seasons"],
  relationships: ["the bond you long to understand", "matters of the heart", "the love you hope for"],
};

/**
 * Gentle, concrete counsel for each situation, chosen by the face (1-6) of its counsel die: the green
 * die for guidance and money, the red die for love.
 */
export const situationCounsel: Record<Situation, Record<number, PhraseBank>> = {
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

/** The white die always colours the advice: how to look, by its face (1-6). */
export const whiteCounsel: Record<number, PhraseBank> = {
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

/** A hint at the reading's yes-or-no verdict ({verdictHint}), by verdict. */
export const verdictHints: Record<"Yes" | "Likely yes" | "Uncertain" | "Likely no" | "No", PhraseBank> = {
  Yes: ["the dice are already nodding", "the door swings toward yes"],
  "Likely yes": ["the scales tip gently toward yes", "the dice lean toward yes"],
  Uncertain: ["the mist has not yet lifted", "the dice keep that answer folded for now"],
  "Likely no": ["the dice counsel waiting", "the scales tip toward not yet"],
  No: ["the dice say not now", "the door stays closed for this season"],
};

/** The hint when the reading's yes-or-no line has no verdict the composer knows. */
export const verdictHintUnknown = "the dice keep that answer folded for now";

/** When the reading unfolds ({timing}), by the face of the white die, the die of timing. */
export const timingByWhite: Record<number, string> = {
  1: "with the next new moon",
  2: "within two weeks",
  3: "by the next full moon",
  4: "across the turning of a season",
  5: "suddenly, sooner than you expect",
  6: "at the close of the present cycle",
};

/** Added to {timing} when a red 5 quickens it (unless the white die is a 5 too). */
export const timingHurried = ", hurried along by the red Storm";
/** Added to {timing} when a green 4 slows it (unless the white die is a 4 too). */
export const timingSlowed = ", though the green Stone asks for patience";

/** The sum in words ({sumInWords}), by value. */
export const numberWords: PhraseBank = [
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
