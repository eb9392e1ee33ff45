/**
 * The Dream Journal's words: its page, the symbol dictionary's pages, and the reflection on one dream.
 * A dream is the seeker's own and private; the dictionary offers questions to ask oneself, never a
 * diagnosis or a prediction.
 */
export const DREAM_PAGE_WORDS = {
  name: "Dream Journal",
  page: {
    eyebrow: "Dream Analysis",
    title: "Your Dream Journal",
    metaTitle: "Dream Journal & Dream Symbol Dictionary",
    metaDescription:
      "Keep a private dream journal: write each dream, see the symbols it names from a dictionary of 150, notice the ones that recur, and reflect with questions to ask yourself.",
    lead: "Write down a dream while it is still warm. The journal finds the symbols your words name, counts the ones that come back, and offers questions to sit with: never a diagnosis, never a prediction.",
    howItWorksTitle: "How it works",
    howItWorks: [
      "Write the dream as you remember it, with its date, how it felt and how lucid you were.",
      "The journal finds the dictionary's symbols in your own words and links each to its page.",
      "Symbols that come back across your dreams are counted, so you can notice your own themes.",
      "When you want to, ask for a reflection on one dream: questions to carry, not answers.",
    ],
    privacyTitle: "Private by design",
    privacy:
      "Your dreams are yours alone: they are never shared, never shown on a link, and never sent to an AI provider unless you ask for a reflection on that one dream. They are in your data export and are deleted with your account.",
    dictionaryTitle: "The dream symbol dictionary",
    dictionaryLead:
      "150 symbols that often appear in dreams, each with what it may carry and three questions to ask yourself. Dream symbols are read here as a tradition of reflection, not as fact.",
    signUpTitle: "Start your dream journal",
    signUpText: "A free account keeps your dreams private and finds their symbols as you write.",
    writeTitle: "Write a dream",
    textLabel: "Your dream",
    textHint: "What happened, who was there, how it felt. Up to 5,000 characters.",
    dateLabel: "Dreamt on",
    moodLabel: "Mood",
    moodNone: "Not chosen",
    lucidityLabel: "Lucidity (0 to 5)",
    tagsLabel: "Tags",
    tagsHint: "Separate tags with commas.",
    saveLabel: "Save dream",
    savingLabel: "Saving…",
    updateLabel: "Save changes",
    cancelLabel: "Cancel",
    journalTitle: "Your dreams",
    emptyJournal: "No dreams yet. The first one you write will appear here.",
    symbolsLabel: "Symbols",
    noSymbols: "No symbols of the dictionary in this dream.",
    recurringTitle: "Recurring symbols",
    recurringEmpty: "Symbols that appear in more than one dream will be counted here.",
    /** "{count} dreams". */
    recurringCount: "{count} dreams",
    editLabel: "Edit",
    deleteLabel: "Delete",
    deleteConfirm: "Delete this dream for good?",
    reflectLabel: "Reflect on this dream",
    reflectingLabel: "Reflecting…",
    reflectionTitle: "Reflection",
    lucidityShort: "Lucidity",
  },
  moods: {
    peaceful: "Peaceful",
    joyful: "Joyful",
    curious: "Curious",
    confused: "Confused",
    anxious: "Anxious",
    frightened: "Frightened",
    sad: "Sad",
    angry: "Angry",
  },
  symbolPage: {
    /** "{name} in Dreams: Questions to Ask Yourself". */
    metaTitle: "{name} in Dreams: Meaning & Questions to Ask Yourself",
    heading: "{name} in dreams",
    questionsTitle: "Questions to ask yourself",
    formsLabel: "Words that name it in a dream",
    note: "This page offers possibilities and questions for your own reflection. It is not a diagnosis and it does not foretell anything.",
    backLabel: "All dream symbols",
    journalCta: "Write a dream in your journal",
    indexMetaTitle: "Dream Symbol Dictionary: 150 Symbols & Questions",
    indexMetaDescription:
      "A dictionary of 150 dream symbols, from falling and teeth to whales, each with what it may carry and three questions to ask yourself: never a diagnosis or a prediction.",
  },
  reflection: {
    /** Who reflects on a dream, as the AI provider is told in its first line. */
    reader:
      "You reflect on one dream the seeker wrote in their private dream journal, in a warm and grounded voice. Offer possibilities and questions to ask oneself, drawing on the symbols found; never diagnose, never predict, and never claim to know what the dream means.",
    opening:
      "Here is a reflection on your dream: possibilities to turn over and questions to carry, not a verdict on what it means.",
    symbolsHeading: "The symbols in your dream",
    questionsHeading: "Questions to ask yourself",
    noSymbols:
      "Your words named none of the dictionary's symbols, which leaves the dream entirely yours to read. Notice its strongest image, the feeling it left on waking, and what in your days has had the same colour.",
    generalQuestions: [
      "Which moment of the dream stayed with you longest after waking?",
      "What feeling did the dream leave, and where else have you felt it lately?",
      "If the dream were a letter from yourself, what would its first line say?",
    ],
    closing: "Dreams are yours to interpret. Keep what rings true and let the rest go.",
    /** The label of a reflection the built-in composer wrote. */
    builtInLabel: "Built-in",
  },
  /** A dream's title in the history: "A dream of 2026-11-27". */
  historyTitle: "A dream of {date}",
} as const;
