/**
 * The journal's chance check: how often chance alone gives an item as many times as it came up. Each item
 * drawn over a period is taken as one try at a given item with probability 1 / deckSize, so an item's
 * count X is Binomial(itemsDrawn, 1 / deckSize): the expected count is itemsDrawn / deckSize, and
 * `pAtLeast` is P(X ≥ count), the upper tail. (Within one spread the items are drawn without replacement,
 * so the binomial slightly overstates how spread out a card's count is: the check leans, if anything, to
 * calling a pattern chance.) Only readings the server drew are counted: a seeker's own deck or dice follow
 * no known law.
 */

export interface ChanceCheck {
  count: number;
  expected: number;
  pAtLeast: number;
}

/** ln C(n, k), summed term by term (exact enough for n in the tens of thousands). */
function logChoose(n: number, k: number): number {
  const small = Math.min(k, n - k);
  let sum = 0;
  for (let i = 1; i <= small; i++) sum += Math.log((n - small + i) / i);
  return sum;
}

/**
 * P(X ≥ count) for X ~ Binomial(n, p), summed in log space: ln P(X = j) from ln C(n, count) and a ratio
 * recurrence, then log-sum-exp over j = count … n. Every term is positive, so the sum keeps its relative
 * precision whether the tail is near 1 or near 1e-300.
 */
export function binomialTailAtLeast(n: number, p: number, count: number): number {
  if (!Number.isInteger(n) || n < 0 || !Number.isInteger(count)) throw new RangeError("n and count are integers");
  if (count <= 0) return 1;
  if (count > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  const logRatio = logP - logQ;
  const logs: number[] = [];
  let term = logChoose(n, count) + count * logP + (n - count) * logQ;
  let max = term;
  for (let j = count; j <= n; j++) {
    logs.push(term);
    if (term > max) max = term;
    // Past the mode the terms only fall: stop when they no longer touch the sum.
    if (term < max - 745) break;
    term += Math.log((n - j) / (j + 1)) + logRatio;
  }
  let sum = 0;
  for (const value of logs) sum += Math.exp(value - max);
  return Math.min(1, Math.exp(max + Math.log(sum)));
}

/** One item's check: it came up `count` times among `itemsDrawn` items of a deck of `deckSize`. */
export function chanceCheck(input: { count: number; itemsDrawn: number; deckSize: number }): ChanceCheck {
  const { count, itemsDrawn, deckSize } = input;
  return {
    count,
    expected: itemsDrawn / deckSize,
    pAtLeast: binomialTailAtLeast(itemsDrawn, 1 / deckSize, count),
  };
}

/** A number rounded for reading: to the nearest whole below 10, then to 5, then to one significant digit. */
export function roughly(value: number): number {
  if (value < 10) return Math.round(value);
  if (value < 100) return Math.round(value / 5) * 5;
  const unit = 10 ** Math.floor(Math.log10(value));
  return Math.round(value / unit) * unit;
}
