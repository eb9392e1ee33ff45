import { Hono } from "hono";
import { z } from "zod";
import { castRequestSchema } from "../../../shared/api/casts";
import { castHistoryQuerySchema } from "../../../shared/api/me";
import type { Database } from "../../db/client";
import { toValidationError } from "../../http/errors";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody, parseParam } from "../../http/parse";
import { requireUser, type Authenticate } from "../../http/require-user";
import type { ReadingCatalogue } from "../readings";
import { castDice, getCast, listCasts } from "./casts.service";

export interface CastsRouteServices {
  db: Database;
  readings: ReadingCatalogue;
  account: { authenticate: Authenticate };
}

/** /api/casts: cast the dice, and the seeker's history of casts. */
export function createCastsRoutes({ db, readings, account }: CastsRouteServices) {
  return new Hono<AppEnv>()
    .use(requireUser(account.authenticate))
    .post("/", async (c) => {
      const { situation, avoid } = await parseJsonBody(c, castRequestSchema);
      const cast = await castDice({ db, readings, logger: c.var.logger, userId: c.var.user.id, situation, avoid });
      return c.json(cast, 201);
    })
    .get("/", async (c) => {
      const query = castHistoryQuerySchema.safeParse(c.req.query());
      if (!query.success) throw toValidationError(query.error, "The history query is not valid");
      return c.json(await listCasts({ db, readings, userId: c.var.user.id, ...query.data }));
    })
    .get("/:id", async (c) => {
      const castId = parseParam("id", c.req.param("id"), z.uuid("Reading ids are UUIDs"));
      return c.json(await getCast({ db, readings, userId: c.var.user.id, castId }));
    });
}
