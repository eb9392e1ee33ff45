import { signContent } from "../../../../content/astrology";
import { MOON_PHASE_WORDS } from "../../../../content/moon";
import { ZODIAC_SIGNS } from "../../../shared/astrology/signs";
import type { MoonPageContent } from "./moon-words";

/** Read at build time only (the route's loader): the words never enter the page's JavaScript. */
export function moonPageContent(): MoonPageContent {
  return {
    phases: MOON_PHASE_WORDS.map(({ phase, name, keywords, essence, ritual }) => ({
      phase,
      name,
      keywords,
      essence,
      ritual,
    })),
    signs: Object.fromEntries(
      ZODIAC_SIGNS.map((sign) => {
        const { name, moonIn } = signContent(sign);
        return [sign, { name, moonIn }];
      }),
    ) as MoonPageContent["signs"],
  };
}
