import { z } from "zod";
import { achievementListSchema, activeQuestResponseSchema, itemIdSchema, itemListSchema } from "../../../shared/api/me";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { apiRoute, createSignedInRouter, errorResponses, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import { equipItem, getActiveQuestView, listAchievements, listItems, unequipItem } from "./gamification.service";

export interface GamificationRouteServices {
  db: Database;
  account: { authenticate: Authenticate };
  clock: Clock;
}

const itemParams = z.object({ itemId: itemIdSchema });
const tags = ["Progress"];

const achievements = apiRoute({
  method: "get",
  path: "/achievements",
  operationId: "listAchievements",
  tags,
  summary: "Every achievement, with the seeker's progress",
  security: SIGNED_IN,
  responses: { 200: jsonResponse(achievementListSchema, "The achievements") },
});
const quest = apiRoute({
  method: "get",
  path: "/quest",
  operationId: "getActiveQuest",
  tags,
  summary: "The seeker's active quest",
  security: SIGNED_IN,
  responses: { 200: jsonResponse(activeQuestResponseSchema, "The active quest, or null between quests") },
});
const items = apiRoute({
  method: "get",
  path: "/items",
  operationId: "listItems",
  tags,
  summary: "The seeker's collection of items",
  security: SIGNED_IN,
  responses: { 200: jsonResponse(itemListSchema, "The items") },
});
const itemAction = (action: "equip" | "unequip") =>
  apiRoute({
    method: "post",
    path: `/items/{itemId}/${action}`,
    operationId: `${action}Item`,
    tags,
    summary: action === "equip" ? "Equip an item" : "Unequip an item",
    security: SIGNED_IN,
    request: { params: itemParams },
    responses: { 200: jsonResponse(itemListSchema, "The collection afterwards"), ...errorResponses(404) },
  });
const equip = itemAction("equip");
const unequip = itemAction("unequip");

/** /api/me/achievements, /quest, /items: the signed-in seeker's achievements, quest and collection. */
export function createGamificationRoutes({ db, account, clock }: GamificationRouteServices) {
  return createSignedInRouter(account.authenticate)
    .openapi(achievements, async (c) => c.json(await listAchievements(db, c.var.user.id, clock()), 200))
    .openapi(quest, async (c) => c.json({ quest: await getActiveQuestView(db, c.var.user.id, clock()) }, 200))
    .openapi(items, async (c) => c.json(await listItems(db, c.var.user.id), 200))
    .openapi(equip, async (c) => c.json(await equipItem(db, c.var.user.id, c.req.valid("param").itemId), 200))
    .openapi(unequip, async (c) => c.json(await unequipItem(db, c.var.user.id, c.req.valid("param").itemId), 200));
}
