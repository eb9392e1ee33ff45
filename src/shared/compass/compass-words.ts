import { fillWords } from "../text";
import {
  weighDecision,
  type CoinFeeling,
  type CompassDecision,
  type CompassSignal,
  type CompassWeighing,
} from "./compass-rule";
import type { CompassResultWords } from "./content-types";

/** A weighed decision in words, as the page, the saved reading and the shared view show it. */
export interface CompassDescription {
  title: string;
  headline: string;
  /** Each option with its share of the weights and the values it drew most from, in the seeker's order. */
  options: { name: string; share: number; total: number; reasons: string[] }[];
  /** The leading option's name then the runner-up's, or every level option's name. */
  lead: { kind: "lead" | "tie"; options: string[] };
  regret: { option: string | null; signal: CompassSignal };
  coin: { option: string; feeling: CoinFeeling } | null;
  gut: CompassSignal;
  /** The result, the reasons, the regret answer and the gut check, each a heading and its sentences. */
  sections: { heading: string; text: string }[];
}

/**
 * One line of a bank, chosen by the weighing itself (its totals and the number of values), so the same
 * decision always reads the same and different decisions read differently.
 */
export function chooseLine(bank: readonly string[], weighing: CompassWeighing, salt = 0): string {
  const seed = weighing.totals.reduce((sum, total, index) => sum + total * (index + 3), salt * 7);
  return bank[Math.abs(seed) % bank.length]!;
}

/** "A", "A and B", "A, B and C". */
function listOf(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
}

/**
 * A decision weighed (./compass-rule.ts) and put into words handed in from content/compass/: the headline
 * ("your own weights favour B, 62 to 38"), the reasons, and how the regret answer and the gut check sit with
 * the weights. This module reads no content of its own.
 */
export function describeDecision(decision: CompassDecision, words: CompassResultWords): CompassDescription {
  const weighing = weighDecision(decision);
  const { shares, lead, reasons, edges } = weighing;
  const name = (option: number) => decision.options[option]!.trim();
  const valueNames = (indices: readonly number[]) =>
    listOf(
      indices.map((index) => decision.values[index]!.name.trim()),
      words.and,
    );

  const leader = lead.kind === "lead" ? lead.option : lead.options[0]!;
  const leadNames = lead.kind === "lead" ? [name(lead.option), name(lead.runnerUp)] : lead.options.map(name);
  const title =
    lead.kind === "lead"
      ? fillWords(words.title.lead, { leader: name(lead.option) })
      : fillWords(words.title.tie, { names: listOf(leadNames, words.and) });
  const headline =
    lead.kind === "lead"
      ? fillWords(chooseLine(words.headline.lead, weighing), {
          leader: name(lead.option),
          leaderShare: shares[lead.option]!,
          runner: name(lead.runnerUp),
          runnerShare: shares[lead.runnerUp]!,
        })
      : fillWords(chooseLine(words.headline.tie, weighing), {
          names: listOf(leadNames, words.and),
          shares: listOf(
            lead.options.map((option) => fillWords(words.shareOf, { share: shares[option]!, name: name(option) })),
            words.and,
          ),
        });

  const reasonLines = decision.options.map((_, option) =>
    fillWords(chooseLine(words.reasons, weighing, option + 1), {
      option: name(option),
      values: valueNames(reasons[option]!),
    }),
  );
  if (lead.kind === "lead" && edges.length > 0) {
    reasonLines.push(
      fillWords(chooseLine(words.edges, weighing), {
        leader: name(lead.option),
        runner: name(lead.runnerUp),
        values: valueNames(edges),
      }),
    );
  }

  const regretSignal = weighing.regret === "tips-away" ? "quiet" : weighing.regret;
  const regretLine = fillWords(chooseLine(words.regret[regretSignal], weighing, 11), {
    option: decision.regret === null ? "" : name(decision.regret),
    leader: name(leader),
  });
  const { coin } = decision;
  const gutLine = coin
    ? fillWords(chooseLine(words.gut[weighing.gut], weighing, 13), {
        coin: name(coin.option),
        feeling: words.feelings[coin.feeling],
        leader: name(leader),
      })
    : words.gut.skipped;

  return {
    title,
    headline,
    options: decision.options.map((option, index) => ({
      name: option.trim(),
      share: shares[index]!,
      total: weighing.totals[index]!,
      reasons: reasons[index]!.map((value) => decision.values[value]!.name.trim()),
    })),
    lead: { kind: lead.kind, options: leadNames },
    regret: { option: decision.regret === null ? null : name(decision.regret), signal: weighing.regret },
    coin: coin ? { option: name(coin.option), feeling: coin.feeling } : null,
    gut: coin ? weighing.gut : "quiet",
    sections: [
      { heading: words.headings.result, text: headline },
      { heading: words.headings.reasons, text: reasonLines.join(" ") },
      { heading: words.headings.regret, text: regretLine },
      { heading: words.headings.gut, text: gutLine },
    ],
  };
}
