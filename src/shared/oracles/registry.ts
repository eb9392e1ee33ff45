import { DICE_ORACLE, MOON_ORACLE, NUMEROLOGY_ORACLE, RUNES_ORACLE, TAROT_ORACLE } from "./builtin";
import { CYCLES_ORACLE } from "./cycles";
import { ICHING_ORACLE } from "./iching";
import { DREAMS_ORACLE } from "./dreams";
import { PENDULUM_ORACLE } from "./pendulum";
import { ANGEL_NUMBERS_ORACLE } from "./angel-numbers";
import { TALES_ORACLE } from "./tales";
import { ARCHETYPES_ORACLE } from "./archetypes";
import { ENERGY_ORACLE } from "./energy";
import { CHAKRA_ORACLE } from "./chakra";
import { COMPASS_ORACLE } from "./compass";
import { INTUITION_ORACLE } from "./intuition";
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
  "angel-numbers": ANGEL_NUMBERS_ORACLE,
  tales: TALES_ORACLE,
  cycles: CYCLES_ORACLE,
  archetypes: ARCHETYPES_ORACLE,
  iching: ICHING_ORACLE,
  energy: ENERGY_ORACLE,
  dreams: DREAMS_ORACLE,
  chakra: CHAKRA_ORACLE,
  compass: COMPASS_ORACLE,
  intuition: INTUITION_ORACLE,
};

/** The spec of an oracle. */
export function oracleSpec(tool: OracleTool): OracleSpec<OracleTool> {
  return ORACLES[tool];
}
