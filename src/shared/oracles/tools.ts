/**
 * Every oracle a reading can come from, by id: adding an oracle adds its id here, its spec to ORACLES
 * (./registry.ts), and its server and page parts to their registries (src/server/oracles/,
 * src/client/oracles/). Kept apart from the specs so that what needs only the ids loads nothing more.
 */
export const ORACLE_TOOLS = [
  "dice",
  "tarot",
  "runes",
  "numerology",
  "moon",
  "pendulum",
  "angel-numbers",
  "cycles",
  "iching",
  "dreams",
  "tales",
  "archetypes",
  "energy",
  "chakra",
  "compass",
  "intuition",
] as const;
export type OracleTool = (typeof ORACLE_TOOLS)[number];

/** Whether a stored tool is one this server knows. */
export function isOracleTool(tool: string): tool is OracleTool {
  return (ORACLE_TOOLS as readonly string[]).includes(tool);
}
