import { ScrollText } from "lucide-react";
import { ICHING_PAGE_WORDS } from "../../../content/iching/page";
import { castLines, type CastMethod } from "../../shared/iching/cast-rule";
import { lazyParts, type ClientOracle } from "./client-oracle";
import { linesFairness } from "./kit/fairness-checks";

const METHODS = ICHING_PAGE_WORDS.page.methods;
/** The ways a committed cast is drawn (the seeker's own coins are not drawn), as the /fairness checker lists them. */
const CAST_METHODS: Record<CastMethod, string> = { coins: METHODS.coins.label, yarrow: METHODS.yarrow.label };

/**
 * The I Ching: six lines cast from the bottom up, read as a hexagram, its changing lines and the hexagram it
 * turns into. A committed cast is checked on /fairness by the same rule the server casts with.
 */
export const iChingOracle: ClientOracle = {
  tool: "iching",
  label: "I Ching",
  icon: ScrollText,
  detailTitle: (entry) => entry.title ?? "I Ching",
  ...lazyParts(() => import("./parts/iching-parts").then(({ iChingParts }) => iChingParts)),
  fairness: linesFairness(CAST_METHODS, (method, nextByte) => castLines(method as CastMethod, nextByte)),
};
