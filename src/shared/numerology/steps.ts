/**
 * A figure's reduction written out plainly, as the calculator shows it: each part with its own chain,
 * then the parts' sum reduced. "ANNE 16 → 7 · MARIE 28 → 10 → 1 · OBRIEN 36 → 9 = 17 → 8".
 */

interface FigureSteps {
  parts: readonly { label: string; chain: readonly number[] }[];
  chain: readonly number[];
}

const ARROW = " → ";

/**
 * The steps of a figure. A figure of one part that needed no second sum (a birthday: "day 18 → 9") ends
 * with that part's chain; any other ends with "= " and the sum's chain.
 */
export function reductionSteps(figure: FigureSteps): string {
  const parts = figure.parts.map((part) => `${part.label} ${part.chain.join(ARROW)}`).join(" · ");
  const onlyPart = figure.parts.length === 1 ? figure.parts[0]! : null;
  const isOwnSum = onlyPart !== null && figure.chain.length === 1 && onlyPart.chain.at(-1) === figure.chain[0];
  return isOwnSum ? parts : `${parts} = ${figure.chain.join(ARROW)}`;
}
