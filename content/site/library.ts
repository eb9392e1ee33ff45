import type { RuneAett, TarotSuit } from "../../src/shared/draws/decks";
import type { Situation } from "../../src/shared/situations";

/**
 * The words of the public library: the index of the tarot's 78 cards (/tarot/cards), the index of the
 * 24 runes (/runes/library), and the labels around each card's and rune's own page. The cards' and
 * runes' own words are in content/tarot/ and content/runes/.
 */

const SITUATION_HEADINGS: Record<Situation, string> = {
  guidance: "For guidance",
  finances: "For finances",
  relationships: "For relationships",
};

export const libraryWords = {
  tarot: {
    index: {
      eyebrow: "The tarot library",
      title: "The 78 Tarot Cards",
      metaTitle: "Tarot Card Meanings: All 78 Cards",
      description:
        "Every card of the tarot, from The Fool to the King of Pentacles: keywords, correspondences and what each card says upright and reversed about guidance, money and love.",
      intro:
        "Twenty-two great trumps walk the long road from The Fool to The World; fifty-six small cards in four suits carry that road into the kitchen, the purse and the heart. Open any card to read its keywords, its correspondences and what it says to you upright and reversed.",
      majorHeading: "The Major Arcana",
      majorIntro: "The twenty-two trumps: the great turns of a life, numbered from 0 to XXI.",
      suits: {
        wands: { heading: "The Suit of Wands", intro: "Fire: will, drive and the spark that starts things." },
        cups: { heading: "The Suit of Cups", intro: "Water: feeling, love and the tides of the heart." },
        swords: { heading: "The Suit of Swords", intro: "Air: thought, truth and the words that cut or heal." },
        pentacles: {
          heading: "The Suit of Pentacles",
          intro: "Earth: work, money, the body and the slow craft of building.",
        },
      } satisfies Record<TarotSuit, { heading: string; intro: string }>,
      setName: "The Mystic Dice tarot",
    },
    card: {
      eyebrow: { major: "Major Arcana", minor: "Minor Arcana" },
      descriptionSuffix: "Tarot card meaning upright and reversed, for guidance, finances and relationships.",
      artAlt: (name: string) => `${name}, tarot card`,
      reversedAlt: (name: string) => `${name}, tarot card reversed`,
      reversedCaption: "Reversed",
      keywordsHeading: "Keywords",
      upright: "Upright",
      reversed: "Reversed",
      essenceHeading: "The essence of the card",
      imageHeading: "The picture",
      correspondencesHeading: "Correspondences",
      correspondences: {
        element: "Element",
        astrology: "Astrology",
        arcana: "Arcana",
        suit: "Suit",
        number: "Number",
      },
      arcanaNames: { major: "Major Arcana", minor: "Minor Arcana" },
      suitNames: { wands: "Wands", cups: "Cups", swords: "Swords", pentacles: "Pentacles" } satisfies Record<
        TarotSuit,
        string
      >,
      courtNumberNames: { 11: "Page", 12: "Knight", 13: "Queen", 14: "King" } as Record<number, string>,
      uprightHeading: "Upright",
      reversedHeading: "Reversed",
      backToIndex: "All 78 cards",
    },
    draw: {
      title: "Draw the cards",
      text: "Ask your question and let the tarot answer with one card, three, or the Celtic Cross. Drawing is free with an account.",
      action: "Draw tarot cards",
      accountNote: "A free account is all you need to draw.",
    },
  },
  runes: {
    index: {
      eyebrow: "The rune library",
      title: "The 24 Runes of the Elder Futhark",
      metaTitle: "Rune Meanings: The Elder Futhark",
      description:
        "All 24 runes of the Elder Futhark, from Fehu to Othala, in their three ætts: sound, old name, lore, and what each rune says upright and merkstave.",
      intro:
        "The oldest row of runes was cut in wood and stone some eighteen centuries ago, twenty-four signs in three families of eight called ætts. Each one is a letter, a word and a small world. Open a rune to read its lore and what it says to you upright and, when it can turn, merkstave.",
      aetts: {
        freyr: { heading: "Freyr's Ætt", intro: "Fehu to Wunjo: wealth, strength, and the gifts of the growing year." },
        hagal: {
          heading: "Hagal's Ætt",
          intro: "Hagalaz to Sowilo: the hard weather, the needs and the turning seasons.",
        },
        tyr: { heading: "Týr's Ætt", intro: "Tiwaz to Othala: honour, kinship, the dawn and the home." },
      } satisfies Record<RuneAett, { heading: string; intro: string }>,
      setName: "The Elder Futhark",
    },
    rune: {
      eyebrow: "Elder Futhark",
      descriptionSuffix: "Rune meaning, lore and reading for guidance, finances and relationships.",
      artAlt: (name: string) => `The rune ${name} carved on a stone`,
      reversedAlt: (name: string) => `The rune ${name} merkstave, turned over`,
      reversedCaption: "Merkstave",
      keywordsHeading: "Keywords",
      upright: "Upright",
      merkstave: "Merkstave",
      essenceHeading: "The essence of the rune",
      loreHeading: "Lore",
      correspondencesHeading: "Correspondences",
      correspondences: {
        aett: "Ætt",
        sound: "Sound",
        protoName: "Proto-Germanic name",
        literal: "Literal meaning",
        merkstave: "Merkstave",
      },
      hasMerkstave: "Yes: it reads differently turned over",
      noMerkstave: "No: it looks the same either way up",
      uprightHeading: "Upright",
      merkstaveHeading: "Merkstave",
      noMerkstaveNote:
        "This rune looks the same whichever way it falls, so it has no merkstave: its word is the same either way up.",
      backToIndex: "All 24 runes",
    },
    draw: {
      title: "Cast the runes",
      text: "Ask your question and draw a single rune, the three Norns, or the five-rune cross. Casting is free with an account.",
      action: "Cast the runes",
      accountNote: "A free account is all you need to cast.",
    },
  },
  situations: SITUATION_HEADINGS,
  navigation: { label: "Deck order", previous: "Previous", next: "Next" },
} as const;
