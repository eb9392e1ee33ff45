/**
 * Where a cast's dice came from: "oracle" when the server rolled them (with a fairness commitment, or
 * without one for older clients), "physical" when the seeker rolled real dice and entered the faces.
 */
export const CAST_SOURCES = ["oracle", "physical"] as const;
export type CastSource = (typeof CAST_SOURCES)[number];

/**
 * Who wrote an enhanced reading: "oracle" is the built-in composer (shown as "the Oracle's voice"),
 * "ai" an AI provider (shown with an "AI" badge and the model's name). Only "ai" text is called AI.
 */
export const ENHANCEMENT_AUTHORS = ["oracle", "ai"] as const;
export type EnhancementAuthor = (typeof ENHANCEMENT_AUTHORS)[number];
