import type { ArchetypePageWords } from "../../src/shared/archetypes/content-types";

/**
 * What the Animal Archetypes page and its shared results say. The quiz is a reflection game drawn from
 * European animal lore; it says so, and names what it does not borrow.
 */
export const ARCHETYPE_PAGE_WORDS: ArchetypePageWords = {
  name: "Animal Archetypes",
  page: {
    eyebrow: "A quiz from the old bestiaries",
    title: "Animal Archetypes",
    metaTitle: "Animal Archetypes · A quiz from fables, heraldry and the bestiaries",
    metaDescription:
      "Thirteen everyday situations, one of twenty animals from European fables, heraldry and medieval bestiaries: its gifts, its shadow side and a small ritual. A reflection game, free in your browser.",
    lead: "Answer thirteen questions about everyday situations and meet one of twenty animals from Europe's old stories, with the gifts it stands for, the shadow side of those gifts, and a small ritual for the week ahead. It takes about three minutes and works right here in your browser.",
    honestyTitle: "What this is, and what it is not",
    honesty:
      "A reflection game: your answers are added up by a fixed rule, so the same answers always lead to the same animal. It is not a psychological test, it does not reveal a hidden self, and no animal is sent to you. It draws only on European storytelling, and it does not borrow the sacred practices of Indigenous peoples, whose relationships with animals belong to their own traditions.",
    sourcesTitle: "Where the animals come from",
    sources:
      "Each animal carries the meaning European storytellers gave it: Aesop's fables and the medieval beast epics, the bestiaries that moralised every creature from the pelican to the crane, the beasts of heraldry on shields and town arms, and the folklore of Ireland, Wales, Scandinavia and beyond. Every result names its sources.",
    howItWorksTitle: "How it works",
    howItWorks: [
      "Answer thirteen questions; there are no wrong answers.",
      "Each answer points strongly to one animal and a little to another.",
      "The animal with the most points is yours; a tie goes to the animal your earliest answer named.",
      "Read its gifts, its shadow and its ritual, and keep what is useful.",
    ],
    quizTitle: "The quiz",
    progress: "Question {number} of {total}",
    back: "Back",
    restart: "Take the quiz again",
    resultEyebrow: "Your answers lead to",
    headings: {
      traits: "Its gifts in you",
      shadow: "The shadow side",
      ritual: "A small ritual",
      lore: "Where this animal comes from",
      reflection: "A question to carry",
    },
    visitorNote:
      "Your answers stayed in this browser: nothing was sent or stored. Sign in to keep a result in your journal and share its card.",
    signUpTitle: "Keep Your Animal in Your Journal",
    signUpText:
      "With a free account, a result is saved to your journal and history, goes with your data export, and can be shared as a picture card.",
    saveTitle: "Keep this result",
    saveText: "Save it to your journal, with a line of your own if you like, and share its card.",
    noteLabel: "A note for your journal (optional, private)",
    saveButton: "Save to my journal",
    savingLabel: "Saving…",
    saved: "Saved to your journal.",
    historyLabel: "See it in your dashboard history",
    bestiaryTitle: "The bestiary",
    bestiaryLead: "Twenty animals wait at the end of the quiz. Each one has gifts and a shadow side.",
  },
  sharedPage: {
    eyebrow: "A Shared Animal Archetype",
    ctaTitle: "Which Animal Are You?",
    ctaText: "Thirteen everyday situations, twenty animals from the old fables and bestiaries. Take the quiz yourself.",
    ctaButton: "Take the Quiz",
  },
};
