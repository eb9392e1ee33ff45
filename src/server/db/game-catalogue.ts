import { achievements } from "../../../content/gamification/achievements";
import { mysticalItems } from "../../../content/gamification/items";
import { quests } from "../../../content/gamification/quests";
import type {
  achievements as achievementsTable,
  mysticalItems as mysticalItemsTable,
  quests as questsTable,
} from "./schema";

export type CatalogueAchievement = Omit<typeof achievementsTable.$inferSelect, "createdAt">;
export type CatalogueQuest = Omit<typeof questsTable.$inferSelect, "createdAt">;
export type CatalogueItem = typeof mysticalItemsTable.$inferSelect;

/**
 * The game's catalogue (items, achievements in order, quests in order) exactly as the seed writes it to
 * the database at every start: the rows are built here once, so a cast reads them from memory instead
 * of asking the database on every reading. Content edits reach both on the next start.
 */
export const GAME_CATALOGUE: {
  items: readonly CatalogueItem[];
  achievements: readonly CatalogueAchievement[];
  quests: readonly CatalogueQuest[];
  itemsById: ReadonlyMap<string, CatalogueItem>;
  questsById: ReadonlyMap<string, CatalogueQuest>;
} = (() => {
  const items = mysticalItems.map((item) => ({ ...item }));
  const orderedAchievements = achievements.map((achievement, index) => ({
    ...achievement,
    rewardItemId: achievement.rewardItemId ?? null,
    sortOrder: index,
  }));
  const orderedQuests = quests.map((quest, index) => ({
    ...quest,
    requirements: quest.requirements as Record<string, number>,
    rewardItemId: quest.rewardItemId ?? null,
    sortOrder: index,
  }));
  return {
    items,
    achievements: orderedAchievements,
    quests: orderedQuests,
    itemsById: new Map(items.map((item) => [item.id, item])),
    questsById: new Map(orderedQuests.map((quest) => [quest.id, quest])),
  };
})();
