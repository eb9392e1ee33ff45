/**
 * What the Decision Compass's page and its shared decisions say. The page says plainly what the compass
 * is (your own weights and feelings reflected back to you) and what it is not (a forecast of how a
 * decision will turn out); a drawn card or rune is a perspective, never a verdict.
 */
export const COMPASS_PAGE_WORDS = {
  page: {
    eyebrow: "Weigh a decision your own way",
    title: "Decision Compass",
    metaTitle: "Decision Compass · See what your own weights say about a choice",
    metaDescription:
      "Weigh two to four options against the values that matter to you, ask which you would regret not trying, flip a coin to catch your gut, and see where your own weights lean. A mirror for a decision, not a forecast.",
    lead: "Name the choice, the options and what matters to you. Score each option, answer two honest questions, and see where your own weights lean, with the reasons. It takes about five minutes.",
    honestyTitle: "What this is, and what it is not",
    honesty: [
      "A mirror: it reflects your own weights and feelings back to you, added up by a rule you can read.",
      "Not a forecast: it does not predict what will happen, and it gives no odds on any option working out.",
      "A card or rune, if you draw one, is a perspective to think with, not a verdict.",
    ],
    howTitle: "How the compass works",
    how: [
      "Each option's score on a value is multiplied by that value's weight, and the products are added up.",
      "The totals become shares of 100, rounded so they always add up to exactly 100.",
      "The values that gave an option most of its total are named as its reasons.",
      "Your regret answer and the coin's gut check are set beside the weights, never added to them.",
    ],
    privacyTitle: "What is kept",
    privacy:
      "Without an account, everything is worked out in this browser tab and nothing is sent. Signed in, a saved decision goes to your private journal. A shared link shows only the options, their shares and any card or rune, never your decision sentence or your values.",
    steps: {
      decision: {
        title: "1. The decision",
        prompt: "Put the choice in one sentence, the way you would say it to a friend.",
        label: "Your decision",
        hint: "For example: Should I take the job in Leeds or stay where I am?",
      },
      options: {
        title: "2. The options",
        prompt: "Between two and four. A short name for each is enough.",
        label: "Option {number}",
        add: "Add an option",
        remove: "Remove option {number}",
        placeholders: ["Stay", "Go", "Wait a year", "Something else"],
      },
      values: {
        title: "3. What matters",
        prompt: "Up to six things this choice touches. Give each a weight: 1 matters a little, 5 matters a lot.",
        label: "Value {number}",
        weightLabel: "Weight of {name}",
        add: "Add a value",
        remove: "Remove value {number}",
        placeholders: ["Money", "Time with family", "Learning", "Calm", "Adventure", "Health"],
      },
      scores: {
        title: "4. Score each option",
        prompt: "How well does each option serve each value? 1 is poorly, 5 is very well.",
        scoreLabel: "{option} for {value}",
      },
      regret: {
        title: "5. A year from now",
        prompt: "Which would you regret not trying in a year?",
        none: "None of them",
      },
      coin: {
        title: "6. The coin",
        prompt: "Let a coin choose for you, just for a moment. The point is not its answer but your reaction to it.",
        flip: "Flip the coin",
        flipAgain: "Flip again",
        skip: "Skip the coin",
        chose: "The coin chose {option}.",
        feelingPrompt: "How did that feel?",
        feelings: { relieved: "Relieved", disappointed: "Disappointed", indifferent: "Indifferent" },
        skipped: "Coin skipped.",
      },
    },
    progress: "{done} of {total} steps ready",
    showLabel: "See what my weights say",
    incompleteLabel: "Fill in every step to see the result",
    resultTitle: "Your decision, weighed",
    sharesLabel: "Share of your weights",
    visitorNote:
      "Nothing here is stored: your decision stays in this browser tab and is gone when you leave. Drawing a perspective card and saving need an account.",
    signUpTitle: "Keep Your Decisions",
    signUpText:
      "With a free account you can draw a card or rune as a perspective, save a decision to your journal, and be asked after 7 and 30 days how it turned out.",
    saveTitle: "Save this decision",
    saveText:
      "A saved decision goes to your private journal and your data export. After 7 and 30 days the journal asks how it turned out.",
    perspectiveLegend: "Draw a perspective (optional)",
    perspectiveHint:
      "One card or rune, drawn fairly when you save: something to think with, not a verdict. It does not change the weights.",
    perspectiveChoices: { none: "No card, thank you", tarot: "One tarot card", runes: "One rune" },
    saveLabel: "Save to my journal",
    savingLabel: "Saving…",
    savedLabel: "Saved to your journal.",
    verifyLabel: "Verify this draw",
    historyLabel: "See it in your journal",
    enhanceLabel: "Add a reflection",
    enhancingLabel: "Writing…",
  },
  sharedPage: {
    eyebrow: "A Shared Decision",
    privacyNote: "The seeker's decision and values stay private; only the options and their shares are shown.",
    ctaTitle: "Weigh a Decision of Your Own",
    ctaText:
      "Your options, your values, your weights: see where they lean, with a regret question and a coin to catch your gut.",
    ctaButton: "Open the Decision Compass",
  },
};
