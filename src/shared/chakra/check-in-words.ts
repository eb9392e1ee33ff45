import type { Situation } from "../situations";
import { fillWords } from "../text";
import {
  bandOf,
  CENTRE_COLOURS,
  CHAKRA_CENTRES,
  scoreCheckIn,
  type BalanceBand,
  type ChakraAnswers,
  type ChakraCentre,
} from "./check-in";
import { PRACTICE_KINDS, type ChakraCentreWords, type ChakraReadingWords, type PracticeKind } from "./content-types";

/** A check-in in words, as the API's `SharedChakraCheckIn` (src/shared/api/chakra.ts) says it. */
export interface CheckInDescription {
  tool: "chakra";
  situation: Situation;
  question: null;
  title: string;
  balances: {
    centre: ChakraCentre;
    name: string;
    colourName: string;
    colour: string;
    balance: number;
    band: BalanceBand;
    bandLabel: string;
  }[];
  aura: {
    kind: "even" | "blend";
    primary: ChakraCentre | null;
    secondary: ChakraCentre | null;
    title: string;
    text: string;
    colours: string[];
  };
  lowest: { centre: ChakraCentre; heading: string; practices: { kind: PracticeKind; label: string; text: string }[] }[];
  sections: { heading: string; text: string }[];
}

/** The words a check-in is told in (content/chakra/), handed in: this module reads no content. */
export interface CheckInWords {
  centres: Record<(typeof CHAKRA_CENTRES)[number], ChakraCentreWords>;
  reading: ChakraReadingWords;
}

/**
 * A check-in's answers scored (./check-in.ts) and put into words: each centre's balance and band, the aura
 * card's title, line and colours, and the practices for the lowest centres. The page shows it to a visitor
 * without a request; the server gives the same for a saved check-in.
 */
export function describeCheckIn(answers: ChakraAnswers, words: CheckInWords): CheckInDescription {
  const { centres, reading } = words;
  const score = scoreCheckIn(answers);
  const balances = CHAKRA_CENTRES.map((centre) => {
    const balance = score.balances[centre];
    const band = bandOf(balance);
    return {
      centre,
      name: `${centres[centre].name} (${centres[centre].traditionalName})`,
      colourName: centres[centre].colourName,
      colour: CENTRE_COLOURS[centre],
      balance,
      band,
      bandLabel: reading.bands[band],
    };
  });
  const aura =
    score.aura.kind === "even"
      ? {
          kind: "even" as const,
          primary: null,
          secondary: null,
          title: reading.auraTitle.even,
          text: reading.evenAuraLine,
          colours: CHAKRA_CENTRES.map((centre) => CENTRE_COLOURS[centre]),
        }
      : {
          kind: "blend" as const,
          primary: score.aura.primary,
          secondary: score.aura.secondary,
          title: fillWords(reading.auraTitle.blend, {
            primary: centres[score.aura.primary].colourName,
            secondary: centres[score.aura.secondary].colourName,
          }),
          text: centres[score.aura.primary].auraLine,
          colours: [CENTRE_COLOURS[score.aura.primary], CENTRE_COLOURS[score.aura.secondary]],
        };
  const lowest = score.lowest.map((centre) => ({
    centre,
    heading: fillWords(reading.practiceHeading, { centre: centres[centre].name }),
    practices: PRACTICE_KINDS.map((kind) => ({
      kind,
      label: reading.practiceLabels[kind],
      text: centres[centre].practices[kind],
    })),
  }));
  const [first, second] = score.lowest;
  const sections = [
    { heading: aura.title, text: aura.text },
    {
      heading: reading.enhancement.headings.balances,
      text: `${fillWords(reading.lowestLine, {
        first: first ? centres[first].name : "",
        second: second ? centres[second].name : "",
      })} ${fillWords(reading.balancesLine, {
        balances: balances.map((entry) => `${centres[entry.centre].name} ${entry.balance}`).join(", "),
      })}`,
    },
    ...lowest.map((entry) => ({
      heading: entry.heading,
      text: entry.practices.map((practice) => `${practice.label}: ${practice.text}`).join(" "),
    })),
  ];
  return {
    tool: "chakra",
    situation: "guidance",
    question: null,
    title: aura.title,
    balances,
    aura,
    lowest,
    sections,
  };
}
