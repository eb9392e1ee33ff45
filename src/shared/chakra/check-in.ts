/**
 * The Chakra Check-in's scoring rule, pure and free of zod (the page loads it at first): seven centres,
 * four statements each answered on a 1–5 scale, give each centre a balance from 0 to 100; the pattern of
 * balances gives an "aura" of colours; the lowest centres are the ones offered a practice. It scores what
 * the seeker says about themselves: it measures nothing. The statements' words are in content/chakra/.
 */

/** The seven centres, from the base of the spine to the crown, in the tradition's order. */
export const CHAKRA_CENTRES = ["root", "sacral", "solar-plexus", "heart", "throat", "third-eye", "crown"] as const;
export type ChakraCentre = (typeof CHAKRA_CENTRES)[number];

/**
 * The colour the modern rainbow set gives each centre (red at the root to violet at the crown), as the
 * page and the aura card paint it.
 */
export const CENTRE_COLOURS: Record<ChakraCentre, string> = {
  root: "#e0524a",
  sacral: "#f08a3c",
  "solar-plexus": "#f2c84b",
  heart: "#5cbf7a",
  throat: "#4da3e0",
  "third-eye": "#6b6fd6",
  crown: "#a86fd9",
};

/** The statements answered for each centre; the last is worded the other way round and scored reversed. */
export const STATEMENTS_PER_CENTRE = 4;
/** The answer scale: 1 "not like me at all" to 5 "very like me". */
export const LIKERT_MIN = 1;
export const LIKERT_MAX = 5;

/** One statement of the questionnaire: its id (`heart-2`), its centre and whether it is scored reversed. */
export interface ChakraItem {
  id: string;
  centre: ChakraCentre;
  reversed: boolean;
}

/** Every statement, centre by centre: 7 × 4 = 28. */
export const CHAKRA_ITEMS: readonly ChakraItem[] = CHAKRA_CENTRES.flatMap((centre) =>
  Array.from({ length: STATEMENTS_PER_CENTRE }, (_, index) => ({
    id: `${centre}-${index + 1}`,
    centre,
    reversed: index === STATEMENTS_PER_CENTRE - 1,
  })),
);

/** The seeker's answers, by statement id, each 1–5. */
export type ChakraAnswers = Record<string, number>;

/** Whether a value is an answer on the scale. */
function isLikert(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= LIKERT_MIN && (value as number) <= LIKERT_MAX;
}

/** Whether every statement has an answer on the scale. */
export function isCompleteAnswers(answers: Readonly<Record<string, unknown>>): answers is ChakraAnswers {
  return CHAKRA_ITEMS.every((item) => isLikert(answers[item.id]));
}

/** How a balance reads: "low" under 40, "middle" to 69, "high" from 70. */
export type BalanceBand = "low" | "middle" | "high";
const LOW_BELOW = 40;
const HIGH_FROM = 70;

export function bandOf(balance: number): BalanceBand {
  if (balance < LOW_BELOW) return "low";
  return balance < HIGH_FROM ? "middle" : "high";
}

/** A centre's balance: the mean of its answers (reversed ones turned round) on 1–5, put on 0–100, rounded. */
export function centreBalance(centre: ChakraCentre, answers: ChakraAnswers): number {
  const items = CHAKRA_ITEMS.filter((item) => item.centre === centre);
  const sum = items.reduce((total, item) => {
    const answer = answers[item.id]!;
    return total + (item.reversed ? LIKERT_MIN + LIKERT_MAX - answer : answer);
  }, 0);
  const mean = sum / items.length;
  return Math.round(((mean - LIKERT_MIN) / (LIKERT_MAX - LIKERT_MIN)) * 100);
}

/** Every centre's balance, in the centres' order. */
export type ChakraBalances = Record<ChakraCentre, number>;

export function balancesOf(answers: ChakraAnswers): ChakraBalances {
  return Object.fromEntries(CHAKRA_CENTRES.map((centre) => [centre, centreBalance(centre, answers)])) as ChakraBalances;
}

/**
 * The aura the pattern gives: "even" when no centre stands more than EVEN_SPREAD above another (a clear
 * light of all seven), else a "blend" of the two highest centres' colours (ties go to the lower centre).
 */
export type ChakraAura = { kind: "even" } | { kind: "blend"; primary: ChakraCentre; secondary: ChakraCentre };
const EVEN_SPREAD = 15;

/** The centres from the highest balance to the lowest; equal balances keep the centres' order. */
function byBalance(balances: ChakraBalances, direction: 1 | -1): ChakraCentre[] {
  return [...CHAKRA_CENTRES].sort(
    (left, right) =>
      direction * (balances[left] - balances[right]) || CHAKRA_CENTRES.indexOf(left) - CHAKRA_CENTRES.indexOf(right),
  );
}

export function auraOf(balances: ChakraBalances): ChakraAura {
  const values = CHAKRA_CENTRES.map((centre) => balances[centre]);
  if (Math.max(...values) - Math.min(...values) <= EVEN_SPREAD) return { kind: "even" };
  const [primary, secondary] = byBalance(balances, -1) as [ChakraCentre, ChakraCentre];
  return { kind: "blend", primary, secondary };
}

/** How many of the lowest centres are offered a practice. */
const LOWEST_COUNT = 2;

/** The LOWEST_COUNT centres with the lowest balances (ties go to the lower centre), lowest first. */
export function lowestCentres(balances: ChakraBalances): ChakraCentre[] {
  return byBalance(balances, 1).slice(0, LOWEST_COUNT);
}

/** A whole check-in scored: each centre's balance, the aura, and the lowest centres. */
export interface ChakraScore {
  balances: ChakraBalances;
  aura: ChakraAura;
  lowest: ChakraCentre[];
}

export function scoreCheckIn(answers: ChakraAnswers): ChakraScore {
  const balances = balancesOf(answers);
  return { balances, aura: auraOf(balances), lowest: lowestCentres(balances) };
}
