import type { Resonated } from "../../src/shared/journal/journal";

/**
 * The journal's words: a private note on a reading, "How did it turn out?", the history's filters and the
 * Markdown journal (its headings and labels).
 */
export const journalNotesWords = {
  note: {
    heading: "Your note",
    privacy: "Only you see this note: it is never shared. It is in your data export and your Markdown journal.",
    placeholder: "What stayed with you from this reading?",
    save: "Save note",
    saving: "Saving…",
    remove: "Remove note",
    saved: "Note saved.",
    removed: "Note removed.",
    failed: "Your note could not be saved.",
    notSaved: "These words were not saved.",
    historyMark: "Note",
  },
  outcome: {
    heading: "How did it turn out?",
    hint: "Looking back, did this reading resonate with what happened?",
    labels: { yes: "Yes", partly: "Partly", no: "No" } satisfies Record<Resonated, string>,
    /** The answer as it reads afterwards, in the detail and the Markdown journal. */
    said: { yes: "It resonated", partly: "It partly resonated", no: "It did not resonate" } satisfies Record<
      Resonated,
      string
    >,
    noteLabel: "A word on how it went (optional)",
    choose: "Choose yes, partly or no.",
    save: "Save answer",
    saving: "Saving…",
    saved: "Thank you: your answer is kept with the reading.",
    change: "Change answer",
    failed: "Your answer could not be saved.",
  },
  filters: {
    legend: "Filter your readings",
    oracle: "Oracle",
    anyOracle: "Every oracle",
    situation: "Situation",
    anySituation: "Every situation",
    from: "From",
    to: "To",
    withNote: "With a note",
    withOutcome: "With an outcome",
    search: "Search questions and notes",
    searchPlaceholder: "A word or a phrase",
    clear: "Clear filters",
    nothingFound: "No reading matches these filters.",
  },
  export: {
    link: "Download journal (Markdown)",
    failed: "The journal could not be downloaded.",
  },
  markdown: {
    title: "My Mystic Dice journal",
    exportedOn: "Exported on {day}, newest reading first.",
    empty: "No readings yet.",
    oracle: "Oracle",
    situation: "Situation",
    title_: "Reading",
    spread: "Spread",
    source: "Drawn with",
    ownDraw: "your own deck, stones or dice",
    question: "Question",
    roll: "Dice (red-white-green)",
    items: "Drawn",
    reversed: "reversed",
    text: "The reading",
    enhanced: "The enhanced reading",
    note: "My note",
    outcome: "How it turned out",
    answeredOn: "answered on {day}",
  },
} as const;
