import { dicePayloadSchema, drawPayloadSchema, moonPayloadSchema, numerologyPayloadSchema } from "./payloads";
import type { OracleSpec } from "./spec";

/**
 * The first five oracles: the dice, the two drawing oracles and the two daily rituals. Each later oracle
 * has a file of its own beside this one (./pendulum.ts is the template).
 */

export const DICE_ORACLE = {
  id: "dice",
  name: "Dice Oracle",
  path: "/dice-divination",
  origin: "drawn",
  usesAllowance: true,
  oncePerDay: false,
  payload: dicePayloadSchema,
} as const satisfies OracleSpec<"dice">;

export const TAROT_ORACLE = {
  id: "tarot",
  name: "Tarot",
  path: "/tarot",
  origin: "drawn",
  usesAllowance: true,
  oncePerDay: false,
  payload: drawPayloadSchema,
} as const satisfies OracleSpec<"tarot">;

export const RUNES_ORACLE = {
  id: "runes",
  name: "Runes",
  path: "/runes",
  origin: "drawn",
  usesAllowance: true,
  oncePerDay: false,
  payload: drawPayloadSchema,
} as const satisfies OracleSpec<"runes">;

export const NUMEROLOGY_ORACLE = {
  id: "numerology",
  name: "Today's numerology reading",
  path: "/numerology",
  origin: "computed",
  usesAllowance: false,
  oncePerDay: true,
  payload: numerologyPayloadSchema,
} as const satisfies OracleSpec<"numerology">;

export const MOON_ORACLE = {
  id: "moon",
  name: "Moon ritual",
  path: "/moon-phases",
  origin: "computed",
  usesAllowance: false,
  oncePerDay: true,
  payload: moonPayloadSchema,
} as const satisfies OracleSpec<"moon">;
