import { Hono } from "hono";
import { z } from "zod";
import { updateProfileRequestSchema } from "../../../shared/api/me";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody, parseParam } from "../../http/parse";
import { requireUser } from "../../http/require-user";
import { getProfileView, updateProfile } from "../profiles/profile-view.service";
import { equipItem, getActiveQuestView, listAchievements, listItems, unequipItem } from "./gamification.service";

const itemIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, "Item ids are lowercase words joined by dashes");

/** /api/me/*: the signed-in user's gamified profile. */
export const meRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/profile", async (c) => c.json(await getProfileView(c.var.db, c.var.user.id)))
  .patch("/profile", async (c) => {
    const changes = await parseJsonBody(c, updateProfileRequestSchema);
    return c.json(await updateProfile(c.var.db, c.var.user.id, changes));
  })
  .get("/achievements", async (c) => c.json(await listAchievements(c.var.db, c.var.user.id)))
  .get("/quest", async (c) => c.json({ quest: await getActiveQuestView(c.var.db, c.var.user.id) }))
  .get("/items", async (c) => c.json(await listItems(c.var.db, c.var.user.id)))
  .post("/items/:itemId/equip", async (c) => {
    const itemId = parseParam("itemId", c.req.param("itemId"), itemIdSchema);
    return c.json(await equipItem(c.var.db, c.var.user.id, itemId));
  })
  .post("/items/:itemId/unequip", async (c) => {
    const itemId = parseParam("itemId", c.req.param("itemId"), itemIdSchema);
    return c.json(await unequipItem(c.var.db, c.var.user.id, itemId));
  });
