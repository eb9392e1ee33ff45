import { Hono } from "hono";
import { diceParamSchema } from "../../../shared/api/readings";
import { AppError } from "../../errors";
import type { AppEnv } from "../../http/app-env";
import { parseParam } from "../../http/parse";

export const readingsRoutes = new Hono<AppEnv>().get("/:dice", async (c) => {
  const dice = parseParam("dice", c.req.param("dice"), diceParamSchema);
  const reading = await c.var.readings.findByDice(dice);
  if (!reading) throw new AppError("reading_not_found", "No reading found for this combination");
  c.header("Cache-Control", "public, max-age=3600");
  return c.json(reading);
});
