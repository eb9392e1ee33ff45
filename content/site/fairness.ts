import type { FairnessPageContent } from "../../src/shared/content-types/site";
import { MAX_REROLL_ATTEMPTS } from "../../src/shared/dice";
import { parseDrawItems, slugToName } from "../../src/shared/draws/draw-fairness-check";
import { RUNE_DECK, RUNE_DECK_ENTRIES, TAROT_DECK } from "../../src/shared/draws/decks";
import type { DrawTool, Spread } from "../../src/shared/draws/spreads";
import { COMMITMENT_TTL_MS, FACE_BYTE_LIMIT } from "../../src/shared/fairness";

const ttlMinutes = COMMITMENT_TTL_MS / 60_000;

/** A server seed, a client seed and the dice they give, for the page's worked example. */
export const FAIRNESS_EXAMPLE = {
  serverSeed: "3f1c0e7ab2d94c5e8f6a7b1c2d3e4f5061728394a5b6c7d8e9f0011223344556",
  serverSeedHash: "125ba00637d21f0fef60a31f28c931cb6d1a9f857dad1d630862bc92a5fc44ff",
  clientSeed: "mystic-client-seed",
  dice: "3-4-4",
};

/** The same seeds drawn as a three-card tarot spread: the items they give (a reversed one marked r). */
export const FAIRNESS_DRAW_EXAMPLE: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  tool: DrawTool;
  spread: Spread;
  items: string;
} = {
  serverSeed: FAIRNESS_EXAMPLE.serverSeed,
  serverSeedHash: FAIRNESS_EXAMPLE.serverSeedHash,
  clientSeed: FAIRNESS_EXAMPLE.clientSeed,
  tool: "tarot",
  spread: "three-card",
  items: "38r,49r,24r",
};

/** The same seeds as a swing of the yes/no pendulum: its first byte, b6 (182), gives 182 mod 3 = 2, ask again. */
export const FAIRNESS_SWING_EXAMPLE = {
  serverSeed: FAIRNESS_EXAMPLE.serverSeed,
  serverSeedHash: FAIRNESS_EXAMPLE.serverSeedHash,
  clientSeed: FAIRNESS_EXAMPLE.clientSeed,
  tool: "pendulum",
  answer: "ask-again",
} as const;

/**
 * The same seeds as a cast of the I Ching with three coins: bytes b6 7b c3 (182, 123, 195: tails, heads,
 * heads) make line 1 an 8, and so on up; the six lines are 8-8-8-6-7-8, bottom first.
 */
export const FAIRNESS_LINES_EXAMPLE = {
  serverSeed: FAIRNESS_EXAMPLE.serverSeed,
  serverSeedHash: FAIRNESS_EXAMPLE.serverSeedHash,
  clientSeed: FAIRNESS_EXAMPLE.clientSeed,
  tool: "iching",
  method: "coins",
  lines: "8-8-8-6-7-8",
} as const;

const tarotName = (index: number) => slugToName(TAROT_DECK[index]!);
const runeNames = RUNE_DECK.map(slugToName);
const fixedRunes = RUNE_DECK_ENTRIES.filter((entry) => !entry.reversible).map((entry) => slugToName(entry.slug));
const exampleCards = (parseDrawItems(FAIRNESS_DRAW_EXAMPLE.items) ?? [])
  .map((item) => `${tarotName(item.index)}${item.reversed ? " reversed" : ""}`)
  .join(", then ");
/** 256 mod 78 = 22: for the tarot's first number, bytes from 234 up are skipped. */
const tarotLimit = 256 - (256 % TAROT_DECK.length);

export const fairnessContent: FairnessPageContent = {
  hero: {
    eyebrow: "Provably fair dice",
    title: "Dice You Can Check",
    subtitle:
      "When the Oracle rolls your dice or draws your cards and runes, it seals its part before you add yours. Afterwards it shows you everything, so you — or anyone — can redo the roll or the draw and see that nobody, not even us, could bend it.",
  },
  checker: {
    title: "Check a Cast or a Draw",
    intro:
      "Each reading the Oracle rolls or draws for you links here with its values filled in. The check runs in your browser: nothing is sent to us.",
    fields: {
      tool: {
        label: "Oracle",
        hint: "What the reading came from: the dice, the tarot, the runes, the pendulum, the I Ching, a past-life tale, a decision's perspective card or a hunch.",
        error:
          "Choose the dice, the tarot, the runes, the pendulum, the I Ching, Past-Life Tales, the Decision Compass or Intuition Calibration",
      },
      serverSeed: {
        label: "Server seed",
        hint: "Revealed with your cast: 64 characters, 0–9 and a–f.",
        error: "A server seed is 64 characters, 0–9 and a–f",
      },
      serverSeedHash: {
        label: "Server seed hash",
        hint: "The seal the Oracle showed before you cast: the SHA-256 of the server seed.",
        error: "A hash is 64 characters, 0–9 and a–f",
      },
      clientSeed: {
        label: "Client seed",
        hint: "Your part of the roll, chosen by your browser: 1 to 64 letters, digits or signs.",
        error: "A client seed is 1 to 64 letters, digits, spaces or signs",
      },
      dice: {
        label: "Dice (red-white-green)",
        hint: "The faces you were shown, like 3-1-5.",
        error: "Enter three faces from 1 to 6, like 3-1-5",
      },
      spread: {
        label: "Spread",
        hint: "The spread the reading was laid out in.",
        error: "Choose one of this oracle's spreads",
      },
      items: {
        label: "Items, in order",
        hint: "Each card's or rune's number in the deck (see below), from the first position on, with r after a reversed one: like 12,40r,3.",
        error: "Enter the spread's {count} numbers, each from 0 to {max}, separated by commas, like 12,40r,3",
      },
      answer: {
        label: "Answer",
        hint: "The answer the pendulum gave you, the card your tale drew, the card or rune your decision drew, or what your hunch's draw showed.",
        error: "Choose the answer the pendulum gave, the card or rune that was drawn, or what your hunch's draw showed",
      },
      method: {
        label: "Method",
        hint: "How the lines were cast: three coins or yarrow stalks.",
        error: "Choose three coins or yarrow stalks",
      },
      lines: {
        label: "Lines, bottom first",
        hint: "The six line values, line 1 (the bottom) first, like 7-8-9-6-7-7.",
        error: "Enter six line values from 6 to 9, bottom first, like 7-8-9-6-7-7",
      },
    },
    tools: {
      dice: "Dice",
      tarot: "Tarot",
      runes: "Runes",
      pendulum: "Yes/No Pendulum",
      iching: "I Ching",
      tales: "Past-Life Tales",
      compass: "Decision Compass",
      intuition: "Intuition Calibration",
    },
    spreads: {
      "one-card": "One card",
      "three-card": "Three cards",
      "celtic-cross": "Celtic Cross",
      single: "A single rune",
      "three-norns": "The Three Norns",
      "five-rune-cross": "The five-rune cross",
    },
    submit: "Check the cast",
    submitDraw: "Check the draw",
    submitSwing: "Check the swing",
    submitLines: "Check the lines",
    pending: "Checking…",
    example: "Fill in the worked example",
    draws: {
      things: { tarot: "cards", runes: "runes" },
      hashMatches: "The server seed matches the seal: its SHA-256 is the hash shown before the draw.",
      hashDiffers:
        "The server seed does not match the seal: its SHA-256 is {hash}, not the hash entered. Copy both again, whole.",
      itemsMatch:
        "The {things} match: they are the ones these seeds draw, in the same order, each upright or reversed alike.",
      itemsDiffer:
        "The {things} do not match what these seeds draw (listed below). Check that the client seed, the spread and the numbers are copied exactly.",
      drawnTitle: "What these seeds draw",
      reversed: "reversed",
      itemMatches: "match",
      itemDiffers: "you entered {entered}",
      allGood: "This draw checks out.",
      somethingWrong: "This draw does not check out with these values.",
    },
    swings: {
      hashMatches: "The server seed matches the seal: its SHA-256 is the hash shown before the swing.",
      answerMatches: "The answer {answer} is the one these seeds swing.",
      answerDiffers:
        "The answer {entered} is not what these seeds swing: they give {answer}. Check that the client seed and the answer are copied exactly.",
      allGood: "This swing checks out.",
      somethingWrong: "This swing does not check out with these values.",
    },
    lines: {
      hashMatches: "The server seed matches the seal: its SHA-256 is the hash shown before the cast.",
      linesMatch: "The lines {entered} are the ones these seeds cast with {method}.",
      linesDiffer:
        "The lines {entered} are not what these seeds cast with {method}: they give {lines}. Check that the client seed, the method and the lines are copied exactly.",
      allGood: "This cast of the I Ching checks out.",
      somethingWrong: "This cast of the I Ching does not check out with these values.",
    },
    results: {
      title: "The result",
      hashMatches: "The server seed matches the seal: its SHA-256 is the hash shown before the cast.",
      hashDiffers:
        "The server seed does not match the seal: its SHA-256 is {hash}, not the hash entered. Copy both again, whole.",
      diceFirst: "The dice {dice} are the first roll these seeds give.",
      diceAfterRepeat:
        "The dice {dice} follow from these seeds: their first roll, {skipped}, was skipped because it repeated your previous roll, and {dice} is the next different roll.",
      diceDiffer:
        "The dice {dice} are not what these seeds give: their first roll is {firstRoll}. Check that the client seed and the dice are copied exactly.",
      allGood: "This cast checks out.",
      somethingWrong: "This cast does not check out with these values.",
      noWebCrypto:
        "This browser cannot compute SHA-256 on this page (WebCrypto needs a secure https page). Try another browser, or check by hand below.",
    },
  },
  sections: [
    {
      id: "why-commit",
      title: "Why the Oracle Seals Its Seed First",
      paragraphs: [
        "A roll on a screen is only as honest as whoever runs the server. So the Oracle's roll has two halves. Before you cast, the Oracle picks a secret random number, its server seed, and shows you only its seal: a fingerprint (SHA-256 hash) that fits that one seed and no other, and from which the seed cannot be worked out.",
        "Then your browser picks its own random text, your client seed, and sends it with the cast. The dice come from both halves together. The Oracle cannot choose its seed to suit yours, because it sealed it before it saw yours; you cannot choose yours to suit its seed, because you never saw it. With the reading, the Oracle reveals its seed, and anyone can check that it fits the seal and gives exactly those dice.",
        `A seal is good for one cast and for ${ttlMinutes} minutes; the Dice Oracle asks for a new one whenever it needs one.`,
      ],
    },
    {
      id: "values",
      title: "The Four Values",
      paragraphs: ["Every reading the Oracle rolls for you carries these, and this page needs nothing else."],
      terms: [
        {
          term: "Server seed hash",
          text: "The seal, shown before your cast: the SHA-256 of the server seed, 64 characters of 0–9 and a–f.",
        },
        {
          term: "Client seed",
          text: "Your half, picked at random by your browser at the moment you cast (1 to 64 letters, digits or signs).",
        },
        {
          term: "Server seed",
          text: "The Oracle's half, kept secret until your cast and revealed with it: 32 random bytes written as 64 characters of 0–9 and a–f.",
        },
        {
          term: "Dice",
          text: "The faces you were shown, in the order red, white, green, such as 3-1-5.",
        },
      ],
    },
    {
      id: "recipe",
      title: "How the Seeds Become Dice",
      paragraphs: [
        "The recipe is called hmac-sha256-v1. It uses only standard cryptography, so any programming language, or a terminal, can follow it.",
      ],
      steps: [
        'Compute HMAC-SHA256 with the server seed (its 64 characters, as text) as the key and "client seed:0" as the message — your client seed, a colon, and the number 0. That gives 32 bytes. If more are needed, continue with "client seed:1", "client seed:2" and so on.',
        `Read the bytes in order. A byte from 0 to ${FACE_BYTE_LIMIT - 1} gives a face: divide it by 6 and add 1 to the remainder. A byte from ${FACE_BYTE_LIMIT} to 255 is skipped.`,
        "Take the faces three at a time: the first is the red die, the second the white, the third the green.",
      ],
      after: [
        `Why skip ${FACE_BYTE_LIMIT} and up? A byte has 256 values, which do not split evenly into six faces: faces 1 to 4 would each come up slightly more often. ${FACE_BYTE_LIMIT} is 6 × ${FACE_BYTE_LIMIT / 6}, so with those four values set aside, every face comes from exactly ${FACE_BYTE_LIMIT / 6} byte values and is exactly as likely as every other.`,
      ],
    },
    {
      id: "skipped-repeat",
      title: "The Skipped Repeat",
      paragraphs: [
        `The Oracle does not show you the same roll twice in a row: when the seeds' first roll is the roll you were shown just before, it is skipped, and the next three faces make the next roll. If that one is the same again, it is skipped too, and so on, for at most ${MAX_REROLL_ATTEMPTS} rolls.`,
        "This page cannot know your previous roll. So it accepts two answers, and says which it found: the dice are the seeds' first roll, or the seeds' first roll was skipped as a repeat and the dice are the next roll that differs from it. If you remember your previous roll, it should be the skipped one.",
      ],
    },
    {
      id: "by-hand",
      title: "Check by Hand",
      paragraphs: [
        "You need no trust in this page either. In a terminal with OpenSSL (macOS and Linux have it), put your own values in place of the example's:",
      ],
      commands: [
        {
          caption: "1. The seal: this must print the server seed hash.",
          code: `printf '%s' '${FAIRNESS_EXAMPLE.serverSeed}' | openssl dgst -sha256`,
        },
        {
          caption: '2. The first block of bytes, for "client seed:0".',
          code: `printf '%s' '${FAIRNESS_EXAMPLE.clientSeed}:0' | openssl dgst -sha256 -hmac '${FAIRNESS_EXAMPLE.serverSeed}'`,
        },
      ],
      after: [
        "The example's second command prints b67bc3a9…: read it two characters at a time. b6 is 182, and 182 divided by 6 leaves 2, so the red die shows 3; 7b is 123, leaving 3, so white shows 4; c3 is 195, leaving 3, so green shows 4. The roll is 3-4-4. (A pair from fc to ff, 252 to 255, would be skipped.)",
        "A client seed with a quote mark in it needs escaping in the shell; the checker above has no such trouble.",
      ],
    },
    {
      id: "tarot-and-runes",
      title: "Tarot and Runes",
      paragraphs: [
        'A tarot spread or a rune cast is sealed and checked just like the dice: the same seal, the same two seeds, the same stream of bytes (HMAC-SHA256 for "client seed:0", "client seed:1" and on, read in order). Only what the bytes become is different: instead of faces, they shuffle the deck, and the spread is laid from the top.',
        "Every deck starts from a fixed order, and an item's number is its place in that order, counting from 0:",
      ],
      terms: [
        {
          term: `Tarot: ${TAROT_DECK.length} cards, numbered 0 to ${TAROT_DECK.length - 1}`,
          text: `The 22 Major Arcana from ${tarotName(0)} (0) to ${tarotName(21)} (21); then Wands, Cups, Swords and Pentacles, each from Ace, Two and on to Ten, then Page, Knight, Queen, King. So ${tarotName(22)} is 22, ${tarotName(36)} is 36, and ${tarotName(TAROT_DECK.length - 1)} is ${TAROT_DECK.length - 1}.`,
        },
        {
          term: `Runes: ${RUNE_DECK.length} runes, numbered 0 to ${RUNE_DECK.length - 1}`,
          text: `The Elder Futhark in the order carved on the Kylver stone: ${runeNames.join(", ")}.`,
        },
      ],
      steps: [
        "A number from 0 up to, but not including, m takes the next byte b. If b is below 256 − (256 mod m), the number is b mod m; otherwise the byte is skipped and the next one is read. (For m = 6 this is the dice's own rule.)",
        "Shuffle the deck of N items from its fixed order, Fisher–Yates style: for i from N − 1 down to 1, take a number j from 0 to i (so m = i + 1), and swap the items in places i and j.",
        "The spread takes the first k items of the shuffled deck, in order: the first goes to the spread's first position, the next to the second, and so on. One card takes 1, three cards 3, the Celtic Cross 10; a single rune 1, the Three Norns 3, the five-rune cross 5.",
        `Then read one more byte for each drawn item, in the same order: an odd byte means that item lies reversed. ${fixedRunes.slice(0, -1).join(", ")} and ${fixedRunes.at(-1)!} look the same either way up, so they never lie reversed: their byte is still read, and set aside, so every item after them keeps its own byte.`,
      ],
      after: [
        `Why skip bytes at all? The deck sizes do not divide 256 evenly. For the tarot's first number, 256 = 3 × ${TAROT_DECK.length} + ${256 % TAROT_DECK.length}: taking every byte mod ${TAROT_DECK.length} would give the first ${256 % TAROT_DECK.length} numbers four chances in 256 and the rest three. Skipping bytes from ${tarotLimit} up leaves each number exactly three byte values, and each swap is perfectly even. Fisher–Yates with even swaps gives every order of the deck exactly the same chance.`,
        `By hand, with the example's seeds: the first byte is b6, which is 182. The tarot's first swap needs a number below ${TAROT_DECK.length}; 182 is below ${tarotLimit}, so j = 182 mod ${TAROT_DECK.length} = ${182 % TAROT_DECK.length}: ${tarotName(TAROT_DECK.length - 1)}, in place ${TAROT_DECK.length - 1}, swaps with ${tarotName(182 % TAROT_DECK.length)}, in place ${182 % TAROT_DECK.length}. Carried on to the end, the same seeds lay a three-card spread of ${FAIRNESS_DRAW_EXAMPLE.items}: ${exampleCards}.`,
        "A draw's link here carries the three seeds, the oracle, the spread, and its items as numbers with r after a reversed one, such as 12,40r,3. The checker above draws the spread again from the seeds and names each item, so you can lay it beside the reading you were given.",
      ],
    },
    {
      id: "pendulum",
      title: "The Yes/No Pendulum",
      paragraphs: [
        "A swing of the pendulum is sealed and checked the same way, from the same stream of bytes. It needs one number from 0 up to, but not including, 3, taken by the rule above: a byte below 255 gives its remainder when divided by 3, and a byte of 255 is skipped. 0 is yes, 1 is no and 2 is ask again.",
        "With the example's seeds, the first byte is b6, which is 182; 182 divided by 3 leaves 2, so the swing says ask again. A swing's link here carries the three seeds, the oracle and the answer.",
      ],
    },
    {
      id: "iching",
      title: "The I Ching",
      paragraphs: [
        "A cast of the I Ching is sealed and checked the same way, from the same stream of bytes. It needs numbers taken by the rule above: a number from 0 up to, but not including, m takes the next byte b; if b is below 256 − (256 mod m), the number is b mod m; otherwise the byte is skipped and the next one is read. The six lines are made from the bottom (line 1) up.",
        "Three coins, the default: for each line, three numbers from 0 up to, but not including, 2 (every byte is kept, and an odd byte gives 1). Each 1 is heads and counts 3, each 0 is tails and counts 2; the line's value is their sum, 6, 7, 8 or 9.",
        "Yarrow stalks: for each line, one number from 0 up to, but not including, 16 (every byte is kept, its remainder by 16). 0 gives 6; 1 to 5 give 7; 6 to 12 give 8; 13 to 15 give 9. These are the stalks' own odds, 1, 5, 7 and 3 in 16.",
        "7 and 9 are yang (an unbroken line), 6 and 8 yin (a broken line). 6 and 9 are changing lines: the relating hexagram is the same six lines with each changing line turned, a 6 to yang and a 9 to yin. A cast with no 6 or 9 has no relating hexagram.",
        `With the example's seeds and three coins, the first bytes are b6, 7b and c3: 182, 123 and 195, so tails, heads and heads, 2 + 3 + 3 = 8 for line 1. Carried on, the six lines are ${FAIRNESS_LINES_EXAMPLE.lines}, bottom first. A cast's link here carries the three seeds, the oracle, the method and the lines. A cast made with your own coins has no seeds and nothing here to check.`,
      ],
    },
    {
      id: "limits",
      title: "What This Proves, and What It Does Not",
      paragraphs: [
        "It proves that the dice you were shown follow from the two seeds by the published recipe, and that the server seed is the one sealed by the hash. Since the seal came before your client seed and your client seed was random, the Oracle could not have picked a seed to give you a particular roll.",
        "It can only check the hash you give it. The seal reaches your browser before your client seed is chosen, and the reading carries the same hash; if you want to be certain, keep the hash you were given before the cast and compare. Readings cast with your own dice, or from before fair dice arrived, have no seeds and nothing here to check.",
        "And a fair roll is still a roll: Mystic Dice is for entertainment and reflection, and the dice foretell nothing.",
      ],
    },
  ],
};
