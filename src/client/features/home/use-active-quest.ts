/** The signed-in user's active quest, as the home page's subtitle shows it. */
export interface ActiveQuestSummary {
  name: string;
  rewardKarma: number;
}

/**
 * Reads the user's active quest. Quests arrive with the gamification work; until then there is none,
 * and the home page falls through to the signed-in subtitle.
 */
export function useActiveQuest(): ActiveQuestSummary | null {
  return null;
}
