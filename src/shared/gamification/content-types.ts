import type { QuestRequirementKey, RequirementType } from "./oracle-counters";
import type { IconName } from "../content-types/site";

/** Shapes of the gamification catalogue in content/gamification/ (seeded into achievements, quests and mystical_items). */

export interface AchievementDefinition {
  /** Stable id, kebab-case, e.g. "first-cast". */
  id: string;
  name: string;
  description: string;
  requirementType: RequirementType;
  requirementValue: number;
  karmaPoints: number;
  /** An item granted with the achievement. */
  rewardItemId?: string;
}

export interface QuestDefinition {
  id: string;
  name: string;
  description: string;
  rewardKarma: number;
  durationDays: number;
  requirements: Partial<Record<QuestRequirementKey, number>>;
  rewardItemId?: string;
}

type ItemRarity = "common" | "rare" | "epic" | "legendary";

export interface MysticalItemDefinition {
  id: string;
  name: string;
  description: string;
  /** One equipped item per type. */
  type: "talisman" | "crystal" | "candle" | "tome" | "charm";
  rarity: ItemRarity;
  iconName: IconName;
  /** Flavour text describing the item's effect. */
  effects: string;
}
