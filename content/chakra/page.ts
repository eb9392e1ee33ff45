/**
 * What the Chakra Check-in's page and its shared check-ins say. The page says plainly what the check-in
 * is (a questionnaire about the seeker's own week) and what it is not (a measurement, a scan, health
 * advice), and names the seven-centre scheme and its colours as tradition.
 */
export const CHAKRA_PAGE_WORDS = {
  page: {
    eyebrow: "A reflective questionnaire",
    title: "Aura & Chakra Check-in",
    metaTitle: "Aura & Chakra Check-in · A reflective questionnaire",
    metaDescription:
      "Answer 28 statements about your week across the seven chakras of yogic tradition, and see a balance for each centre, an aura colour card and a practice for the quietest. Self-reported, for reflection.",
    lead: "Twenty-eight short statements about how your week has felt, seven centres of an old tradition to sort them by, and a colour card painted from your answers. It takes about four minutes.",
    honestyTitle: "What this is, and what it is not",
    honesty: [
      "Self-reported: every balance comes from your own answers, added up by a simple rule you can read below.",
      "Not a measurement: nothing here senses an aura or an energy. There is no camera and no scan.",
      "Not health advice: if your body or your mood worries you, talk to a doctor or someone you trust.",
    ],
    traditionTitle: "Where the seven centres come from",
    tradition:
      "The chakras come from Indian yogic and tantric traditions, where texts over many centuries describe them in different numbers and ways. The seven-centre scheme used here follows one widely taught version. Its rainbow colours, red at the root to violet at the crown, are a modern Western synthesis from the twentieth century rather than part of the older teachings. We use the scheme as a mirror for reflection, not as a map of the body.",
    ruleTitle: "How the balances are worked out",
    rule: "Each centre has four statements, answered from 1 (not like me) to 5 (very like me); the fourth is worded the other way round, so its answer is turned around. The average becomes a balance from 0 to 100. When no centre stands more than 15 points above another, the aura is clear and even; otherwise it blends the colours of your two highest centres. The two lowest centres are offered a practice to try.",
    scale: ["Not like me", "A little", "Somewhat", "Mostly", "Very like me"],
    scaleHint: "1 is “not like me at all”, 5 is “very like me”.",
    progress: "{answered} of {total} answered",
    showLabel: "See my balance",
    unansweredLabel: "Answer every statement to see your balance ({left} left)",
    resetLabel: "Start again",
    resultTitle: "Your check-in",
    balancesTitle: "Your seven centres",
    auraTitle: "Your aura card",
    auraNote: "Painted from your answers, not seen or sensed.",
    practicesTitle: "For your quietest centres",
    practicesLead: "Three ways to tend each of the two centres you rated lowest. Pick whichever suits you today.",
    visitorNote: "Nothing here is stored: your answers stay in this browser tab and are gone when you leave.",
    signUpTitle: "Keep Your Check-ins",
    signUpText:
      "With a free account you can save a check-in to your journal, share its aura card, and watch each centre's balance change across your check-ins.",
    saveTitle: "Save this check-in",
    saveText: "Saved check-ins go to your journal and your data export, and draw the chart below.",
    noteLabel: "A private note (optional)",
    noteHint: "Anything you want to remember about this week. Only you can see it.",
    saveLabel: "Save to my journal",
    savingLabel: "Saving…",
    savedLabel: "Saved to your journal.",
    historyLabel: "See it in your journal",
    chartTitle: "Your centres over time",
    chartLead: "Each line is one centre's balance across your saved check-ins, oldest on the left.",
    chartEmpty: "Save two check-ins to see a line for each centre.",
    chartSummary: "{count} saved check-ins, from {from} to {to}.",
    chartCaption: "Patterns you notice, not causes: a balance is only what you said that day.",
  },
  sharedPage: {
    eyebrow: "A Shared Chakra Check-in",
    ctaTitle: "Take Your Own Check-in",
    ctaText:
      "Twenty-eight statements about your week, seven centres of yogic tradition, and an aura card from your answers.",
    ctaButton: "Open the Check-in",
    selfReported: "Self-reported answers, not a measurement.",
  },
};
