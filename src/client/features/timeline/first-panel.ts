/**
 * The least height of the seeker's first panel (their readings over time), from the first paint on: the
 * prerendered placeholder, the placeholder while the seeker's part loads and the panel itself, loading or
 * loaded, are at least this tall, so what stands below the panel stays where it is on the first screen.
 */
export const FIRST_PANEL_HEIGHT = "min-h-[26rem]";
