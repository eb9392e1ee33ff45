import { MoonStar } from "lucide-react";
import { lazy } from "react";
import { ritualWords } from "../../../content/site/rituals";
import type { RitualTool } from "../../shared/draws/spreads";
import type { ClientOracle } from "./client-oracle";
import { describeFailure } from "./kit/describe-failure";

/**
 * What the client shows for a daily ritual (numerology, moon): the parts are the same, each told which
 * ritual it shows. Nothing is drawn, so the fairness checker has nothing to check.
 */
export function ritualOracle(tool: RitualTool, label: string) {
  return {
    tool,
    label,
    icon: MoonStar,
    detailTitle: (entry) => entry.title ?? ritualWords[tool].title,
    DetailView: lazy(() => import("../features/dashboard/ritual-detail")),
    HistoryExtras: lazy(() =>
      import("../features/dashboard/history-chips").then(({ RitualChips }) => ({
        default: ({ entry }) => <RitualChips entry={entry} label={label} icon={MoonStar} />,
      })),
    ),
    SharedView: lazy(() =>
      import("../features/sharing/shared-ritual-view").then(({ SharedRitualView }) => ({
        default: ({ reading }) => ("sections" in reading ? <SharedRitualView reading={reading} /> : null),
      })),
    ),
    fairness: null,
    reading: () =>
      import("../features/rituals/use-rituals").then(({ sendRitual }) => ({
        send: (request) => sendRitual(tool, request),
        describeFailure,
      })),
  } satisfies ClientOracle;
}
