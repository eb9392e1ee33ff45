import type { PendulumAnswerWords } from "../../src/shared/oracles/content-types";

/**
 * The pendulum's three answers as every page names them: on its own page, in the reading's detail and
 * shared views, and in the /fairness checker's list (which loads these without the rest of its words).
 */
export const PENDULUM_ANSWER_WORDS: PendulumAnswerWords = {
  yes: { label: "Yes", headline: "The pendulum swings toward yes" },
  no: { label: "No", headline: "The pendulum swings toward no" },
  "ask-again": { label: "Ask again", headline: "The pendulum circles: ask again" },
};
