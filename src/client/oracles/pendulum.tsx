import { Gem } from "lucide-react";
import { PENDULUM_ANSWER_WORDS } from "../../../content/pendulum/answers";
import { swingPendulum } from "../../shared/oracles/pendulum-rule";
import { lazyParts, type ClientOracle } from "./client-oracle";
import { answerFairness } from "./kit/fairness-checks";

/** Each answer's value and label, as the /fairness checker lists them. */
const ANSWER_LABELS = Object.fromEntries(
  Object.entries(PENDULUM_ANSWER_WORDS).map(([answer, { label }]) => [answer, label]),
);

/**
 * The yes/no pendulum: one fair swing (yes, no or ask again) read for the seeker's situation. A committed
 * swing is checked on /fairness by the same rule the server swings with.
 */
export const pendulumOracle: ClientOracle = {
  tool: "pendulum",
  label: "Pendulum",
  icon: Gem,
  detailTitle: (entry) => entry.title ?? "Yes/No Pendulum",
  ...lazyParts(() => import("./parts/pendulum-parts").then(({ pendulumParts }) => pendulumParts)),
  fairness: answerFairness(ANSWER_LABELS, swingPendulum),
};
