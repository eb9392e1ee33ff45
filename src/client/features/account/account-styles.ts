/** A sub-panel inside the Security section. */
export const BLOCK = "min-w-0 rounded-2xl border border-white/10 bg-night-950/40 p-4 sm:p-5";

/** The heading of a sub-panel; focused from code after a step changes, so it shows no focus ring. */
export const BLOCK_HEADING = "text-lg text-gold-100 outline-none";

/** An outlined button for actions that take something away. */
export const DANGER_BUTTON =
  "btn-ghost border-rose-400/50 text-rose-100 hover:border-rose-300 hover:bg-rose-500/15 aria-disabled:cursor-wait aria-disabled:opacity-60";

export const ERROR_BOX = "rounded-xl border border-rose-400/40 bg-rose-950/50 px-4 py-3 text-sm text-rose-100";
