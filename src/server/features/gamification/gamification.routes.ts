import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { parseParam } from "../../http/parse";
import { requireUser, type Authenticate } from "../../http/require-user";
import { equipItem, getActiveQuestView, listAchievements, listItems, unequipItem } from "./gamification.service";

const itemIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, "Item ids are lowercase words joined by dashes");

export interface GamificationRouteServices {
  db: Database;
  account: { authenticate: Authenticate };
}

/** /api/me/achievements, /quest, /items: the signed-in seeker's achievements, quest and collection. */
export function createGamificationRoutes({ db, account }: GamificationRouteServices) {
  return new Hono<AppEnv>()
    .use(requireUser(account.authenticate))
    .get("/achievements", async (c) => c.json(await listAchievements(db, c.var.user.id)))
    .get("/quest", async (c) => c.json({ quest: await getActiveQuestView(db, c.var.user.id) }))
    .get("/items", async (c) => c.json(await listItems(db, c.var.user.id)))
    .post("/items/:itemId/equip", async (c) => {
      const itemId = parseParam("itemId", c.req.param("itemId"), itemIdSchema);
      return c.json(await equipItem(db, c.var.user.id, itemId));
    })
    .post("/items/:itemId/unequip", async (c) => {
      const itemId = parseParam("itemId", c.req.param("itemId"), itemIdSchema);
      return c.json(await unequipItem(db, c.var.user.id, itemId));
    });
}
