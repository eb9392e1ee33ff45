import { MessageCircle } from "lucide-react";
import { askGuideAbout } from "../../features/chat/chat-panel";
import { formatDateTime } from "../../lib/format";

/** What every stored reading has that the guide's first line names it by (a reading just made has no date shown). */
export interface AskableReading {
  id: string;
  createdAt?: string;
  question: string | null;
}

/**
 * "Ask the guide about this reading": opens the chat guide on this reading, so the seeker can ask what a
 * card in its place, a die or the answer means. Loaded with the reading view that shows it.
 */
export default function AskGuideButton({ reading }: { reading: AskableReading }) {
  const when = reading.createdAt ? formatDateTime(reading.createdAt) : "the reading you just made";
  const label = reading.question ? `${when}, “${reading.question}”` : when;
  return (
    <div className="mt-5 flex justify-center border-t border-white/10 pt-4">
      <button
        type="button"
        className="btn-ghost gap-2 px-4 py-2 text-sm"
        onClick={(event) => askGuideAbout({ id: reading.id, label }, event.currentTarget)}
      >
        <MessageCircle aria-hidden className="size-4" />
        Ask the guide about this reading
      </button>
    </div>
  );
}
