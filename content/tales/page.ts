import type { TalePageWords } from "../../src/shared/tales/content-types";

/**
 * What the Past-Life Tales page and a shared tale say. The page calls every tale a tale: fiction told from
 * a birth date and a card, never a memory, never hypnosis, never a claim that anyone lived before.
 */
export const TALE_PAGE_WORDS: TalePageWords = {
  name: "Past-Life Tales",
  fictionLabel: "A tale, not a memory",
  page: {
    eyebrow: "A story told for you",
    title: "Past-Life Tales",
    metaTitle: "Past-Life Tales · A short story from your birth date and a card",
    metaDescription:
      "A short story of another life, told from your birth date and a fairly drawn tarot card: an era, a place, a calling and a turning point. Fiction for reflection: a tale, not a memory.",
    lead: "Give your birth date, draw a card, and read a short story of a life in another age: where it was lived, the work that filled it, and the moment it turned. It is fiction, written for you to enjoy and to think with.",
    whatTitle: "A tale, not a memory",
    what: "Every tale here is invented. It does not recover anything, it is not hypnosis, and it makes no claim that you or anyone lived before. Your birth date and the card only choose which story is told, the way a dealt card chooses a game's next turn. If a scene stays with you, that says something about the life you are living now.",
    howItWorksTitle: "How a tale is told",
    howItWorks: [
      "Your birth date and the card choose the era; the card's suit chooses the kind of work.",
      "The tale's own seed, drawn with the card, chooses the place and the wording.",
      "A turning point, from thirty, comes from the card and your date together.",
      "The same date, card and seed always tell the same tale, and each one is kept in your journal.",
    ],
    fairnessTitle: "A card you can check",
    fairness:
      "The card is drawn like any tarot card here: from a server seed sealed before you ask and your browser's own seed. You can check it on the fairness page as a one-card draw.",
    signUpTitle: "Hear Your Own Tale",
    signUpText:
      "A free account lets you draw a card, hear a tale told from your birth date, and keep every tale in your journal. It counts as one of the day's readings.",
    sampleTitle: "A sample tale",
    sampleLead: "Told for a birth date of 14 March 1990 and The Star. Yours will be different.",
    formTitle: "Tell me a tale",
    birthDateLabel: "Your birth date",
    birthDateHint: "Used to choose the story; it is not kept with the tale.",
    birthDateError: "Enter your birth date, in 1900 or later and not in the future",
    questionLabel: "Something to carry into the tale (optional)",
    questionHint: 'A thought or a question to keep beside the story, such as "What am I holding on to?"',
    tellLabel: "Draw a card and tell the tale",
    tellingLabel: "The tale is being told…",
    emptyTale: "Your tale will appear here.",
    restingLabel: "The storyteller rests",
    facts: {
      card: "Card",
      era: "Era",
      place: "Place",
      calling: "Calling",
      turning: "Turning point",
      reversed: "reversed",
    },
    enhanceLabel: "Add an afterword",
    enhancingLabel: "Writing…",
    downloadLabel: "Download Tale",
    verifyLabel: "Verify this card",
    historyLabel: "See your tales in your journal",
  },
  sharedPage: {
    eyebrow: "A Shared Past-Life Tale",
    ctaTitle: "Hear a Tale of Your Own",
    ctaText: "A short story of another age, told from your birth date and a fairly drawn card. A tale, not a memory.",
    ctaButton: "Open Past-Life Tales",
  },
};
