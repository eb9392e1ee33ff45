import { DICE_ORACLE, MOON_ORACLE, NUMEROLOGY_ORACLE, RUNES_ORACLE, TAROT_ORACLE } from "./builtin";
import { DREAMS_ORACLE } from "./dreams";
import { PENDULUM_ORACLE } from "./pendulum";
import type { OracleSpec } from "./spec";
import type { OracleTool } from "./tools";

/** Each oracle's spec, by id (the ids are in ./tools.ts). */
const ORACLES: { readonly [Tool in OracleTool]: OracleSpec<Tool> } = {
  dice: DICE_ORACLE,
  tarot: TAROT_ORACLE,
  runes: RUNES_ORACLE,
  numerology: NUMEROLOGY_ORACLE,
  moon: MOON_ORACLE,
  pendulum: PENDULUM_ORACLE,
  dreams: DREAMS_ORACLE,
};

/** The spec of an oracle. */
export function oracleSpec(tool: OracleTool): OracleSpec<OracleTool> {
  return ORACLES[tool];
}
