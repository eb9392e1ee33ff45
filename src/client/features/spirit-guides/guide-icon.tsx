import { Lamp, Spool, Sprout, Telescope, Tent } from "lucide-react";
import type { SpiritGuideId } from "../../../shared/spirit-guides";

/** Each guide's mark: the hermit's lamp, the star-reader's telescope, the hedge-witch's sprout, the Norns' spool of thread, the travelling show's tent. */
const ICONS = { hermit: Lamp, "star-reader": Telescope, "hedge-witch": Sprout, volva: Spool, "show-reader": Tent };

export function GuideIcon({ id, className }: { id: SpiritGuideId; className?: string }) {
  const Icon = ICONS[id];
  return <Icon aria-hidden className={className} />;
}
