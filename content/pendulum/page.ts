import type { PendulumPageWords } from "../../src/shared/oracles/content-types";
import { PENDULUM_ANSWER_WORDS } from "./answers";

/**
 * What the pendulum's page and its shared readings say (the page loads these, never the readings' and the
 * enhancement's banks in ./index.ts, which the server reads). The swing is a provably fair draw standing
 * in for a pendulum; dowsing is named as a folk tradition, never as fact.
 */
export const PENDULUM_PAGE_WORDS: PendulumPageWords = {
  name: "Yes/No Pendulum",
  answers: PENDULUM_ANSWER_WORDS,
  page: {
    eyebrow: "A question for the pendulum",
    title: "The Yes/No Pendulum",
    metaTitle: "Yes/No Pendulum · One fair swing for your question",
    metaDescription:
      "Ask a yes-or-no question, and one fairly drawn swing answers yes, no or ask again, read for your situation. For reflection and entertainment.",
    lead: "Bring a question that a yes or a no could answer, let the pendulum swing, and read what its answer might mean for your guidance, your finances or your relationships. It is for entertainment and reflection, never a stand-in for your own judgement or for professional advice.",
    howItWorksTitle: "How it works",
    howItWorks: [
      "Choose a situation: guidance, finances or relationships.",
      "Hold a question in mind, or type it, phrased so that a yes or a no could answer it.",
      "Ask the pendulum: one swing is drawn for you, fair and checkable.",
      "Read the answer and what it might mean, then decide for yourself what to do with it.",
    ],
    traditionTitle: "The tradition behind it",
    tradition:
      "In the tradition of pendulum dowsing, people have hung a ring, a crystal or a small weight on a thread, asked it a question, and read its swing one way as yes and the other as no. Many who keep the custom say it helps them notice what they already feel. It is a folk tradition, not a proven method, and this page follows it for reflection and entertainment.",
    fairnessTitle: "A fair swing",
    fairness:
      "There is no weight on a thread here: the swing is drawn from a server seed committed before you ask and your browser's own seed. You can check any swing on the fairness page.",
    signUpTitle: "Ask the Pendulum Your Question",
    signUpText:
      "A free account lets you ask the pendulum, read its answer for your situation, and keep every swing in your history.",
    askTitle: "Your question",
    questionLabel: "Your question (optional)",
    questionHint:
      'One clear question about something within your reach, such as "Is this a good month to begin the course I keep putting off?"',
    askLabel: "Ask the pendulum",
    askingLabel: "The pendulum swings…",
    emptyReading: "Choose a situation, hold your question in mind, and ask when you are ready.",
    restingLabel: "The pendulum rests",
    verifyLabel: "Verify this swing",
    historyLabel: "See your past swings in your dashboard",
  },
  sharedPage: {
    eyebrow: "A Shared Pendulum Reading",
    ctaTitle: "Ask Your Own Question",
    ctaText: "One fair swing of the pendulum, yes, no or ask again, read for your guidance, finances or relationships.",
    ctaButton: "Open the Pendulum",
  },
};
