import { Hono } from "hono";
import { z } from "zod";
import { castRequestSchema } from "../../../shared/api/casts";
import { castHistoryQuerySchema } from "../../../shared/api/me";
import { toValidationError } from "../../errors";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody, parseParam } from "../../http/parse";
import { requireUser } from "../../http/require-user";
import { castDice, getCast, listCasts } from "./casts.service";

export const castsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/", async (c) => {
    const { situation, avoid } = await parseJsonBody(c, castRequestSchema);
    const cast = await castDice({
      db: c.var.db,
      readings: c.var.readings,
      logger: c.var.logger,
      userId: c.var.user.id,
      situation,
      avoid,
    });
    return c.json(cast, 201);
  })
  .get("/", async (c) => {
    const query = castHistoryQuerySchema.safeParse(c.req.query());
    if (!query.success) throw toValidationError(query.error, "The history query is not valid");
    return c.json(await listCasts({ db: c.var.db, readings: c.var.readings, userId: c.var.user.id, ...query.data }));
  })
  .get("/:id", async (c) => {
    const castId = parseParam("id", c.req.param("id"), z.uuid("Reading ids are UUIDs"));
    const cast = await getCast({ db: c.var.db, readings: c.var.readings, userId: c.var.user.id, castId });
    return c.json(cast);
  });
