/** At this many home card clicks a visitor is shown the unlock prompt by itself. */
const UNLOCK_PROMPT_INTERACTIONS = 5;

export type CardClickOutcome = { kind: "unlock-prompt" } | { kind: "navigate"; path: string };

/**
 * What a click on a home divination card does. A visitor's click at or past the fifth opens the unlock
 * prompt whatever card it was; otherwise a locked card asks a visitor to unlock, and an open card (or a
 * signed-in user's coming-soon card, which has its own page) navigates.
 */
export function decideCardClick(options: {
  isSignedIn: boolean;
  isLocked: boolean;
  path: string;
  interactions: number;
}): CardClickOutcome {
  if (!options.isSignedIn && options.interactions >= UNLOCK_PROMPT_INTERACTIONS) return { kind: "unlock-prompt" };
  if (options.isLocked && !options.isSignedIn) return { kind: "unlock-prompt" };
  return { kind: "navigate", path: options.path };
}

export type HomeCardState = "open" | "locked" | "coming-soon";

/**
 * A home card's state: a tool still coming soon is always marked so; an open oracle (the dice, the
 * tarot, the runes) is open to a signed-in seeker and locked for a visitor.
 */
export function homeCardState(status: "active" | "coming-soon", isSignedIn: boolean): HomeCardState {
  if (status === "coming-soon") return "coming-soon";
  return isSignedIn ? "open" : "locked";
}
