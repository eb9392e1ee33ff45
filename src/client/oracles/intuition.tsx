import { Compass } from "lucide-react";
import { INTUITION_WORDS } from "../../../content/intuition";
import { sha256Hex } from "../../shared/fairness";
import { fromSeeds } from "../../shared/draws/draw-fairness";
import { drawLabel } from "../../shared/intuition/hunch-words";
import { drawFor, drawKey, HUNCH_SOURCES, outcomesOf, sourceOfKey } from "../../shared/intuition/hunches";
import { fairnessContent } from "../../../content/site/fairness";
import { lazyParts, type ClientOracle } from "./client-oracle";
import type { FairnessPart } from "./kit/fairness-checks";

/** Every draw a hunch can have, by its key ("card:17r", "die:5") and label ("The card: The Tower, reversed"). */
const DRAW_LABELS = Object.fromEntries(
  HUNCH_SOURCES.flatMap((source) =>
    outcomesOf(source).map(({ draw }) => [drawKey(draw), drawLabel(INTUITION_WORDS, draw)]),
  ),
);

/**
 * A hunch's draw checked on /fairness: the key entered names what was drawn (a card, a rune, the red die or
 * the pendulum), and the same rule the server drew with is run on the seeds' byte stream for that source.
 */
const HUNCH_FAIRNESS: FairnessPart = {
  asks: "answer",
  answers: DRAW_LABELS,
  problem: (values) =>
    Object.hasOwn(DRAW_LABELS, values.answer)
      ? null
      : { path: "answer", message: fairnessContent.checker.fields.answer.error },
  check: async (values) => {
    const source = sourceOfKey(values.answer) ?? "card";
    const computedHash = await sha256Hex(values.serverSeed);
    const expected = drawKey(
      await fromSeeds(values.serverSeed, values.clientSeed, (nextByte) => drawFor(source, nextByte)),
    );
    return {
      kind: "answer",
      labels: DRAW_LABELS,
      entered: values.answer,
      check: {
        computedHash,
        hashMatches: computedHash === values.serverSeedHash,
        expected,
        answerMatches: values.answer === expected,
      },
    };
  },
};

/** Intuition Calibration: a hunch settled by one fair draw, checked on /fairness as that draw. */
export const intuitionOracle: ClientOracle = {
  tool: "intuition",
  label: "Intuition Calibration",
  icon: Compass,
  detailTitle: (entry) => entry.title ?? "Intuition Calibration",
  ...lazyParts(() => import("./parts/intuition-parts").then(({ intuitionParts }) => intuitionParts)),
  fairness: HUNCH_FAIRNESS,
};
