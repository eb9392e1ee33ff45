/**
 * The enhanced reading of the reading on screen, shared by every oracle's reducer: `waiting` until the
 * first words arrive (the page shows its overlay), `streaming` while they come, then `done` with the
 * whole text or `error` with the page's message (the words already shown stay).
 */
export interface Enhancement {
  status: "idle" | "waiting" | "streaming" | "done" | "error";
  text: string;
  error: string | null;
}

/** What the enhancement stream (`use-enhancement.ts`) reports about the reading `castId`. */
export type EnhancementEvent =
  | { type: "enhancementStarted"; castId: string }
  | { type: "enhancementChunk"; castId: string; text: string }
  | { type: "enhancementDone"; castId: string; text: string }
  | { type: "enhancementFailed"; castId: string; message: string };

export const NO_ENHANCEMENT: Enhancement = { status: "idle", text: "", error: null };

/** The enhancement after an event about it (the same object when the event changes nothing). */
export function nextEnhancement(enhancement: Enhancement, event: EnhancementEvent): Enhancement {
  const isOpen = enhancement.status === "waiting" || enhancement.status === "streaming";
  switch (event.type) {
    case "enhancementStarted":
      return { status: "waiting", text: "", error: null };
    case "enhancementChunk":
      return isOpen ? { ...enhancement, status: "streaming", text: enhancement.text + event.text } : enhancement;
    case "enhancementDone":
      return isOpen ? { status: "done", text: event.text, error: null } : enhancement;
    case "enhancementFailed":
      return isOpen ? { ...enhancement, status: "error", error: event.message } : enhancement;
  }
}

/** What the page shows of an enhancement. */
export function describeEnhancement(enhancement: Enhancement) {
  return {
    isEnhancing: enhancement.status === "waiting" || enhancement.status === "streaming",
    hasEnhancedText: enhancement.status === "done" && enhancement.text.trim().length > 0,
  };
}
