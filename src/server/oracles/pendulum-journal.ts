import { PATTERNS_WORDS } from "../../../content/journal/patterns";
import { PENDULUM_WORDS } from "../../../content/pendulum";
import { pendulumPayloadSchema } from "../../shared/oracles/pendulum";
import { PENDULUM_ANSWERS, type PendulumAnswer } from "../../shared/oracles/pendulum-rule";
import type { OracleJournal } from "./types";

const isAnswer = (key: string): key is PendulumAnswer => (PENDULUM_ANSWERS as readonly string[]).includes(key);

/** The pendulum's part in the journal: its three answers, one per swing, each with chance 1 / 3. */
export const pendulumJournal: OracleJournal = {
  kinds: [
    {
      kind: "answers",
      label: PATTERNS_WORDS.kinds.answers.label,
      deckSize: PENDULUM_ANSWERS.length,
      itemsOf: (payload) => {
        const parsed = pendulumPayloadSchema.safeParse(payload);
        return parsed.success ? [parsed.data.answer] : [];
      },
      nameOf: (key) => (isAnswer(key) ? PENDULUM_WORDS.answers[key].label : null),
    },
  ],
  itemMatch: (key) => (isAnswer(key) ? { answer: key } : null),
};
