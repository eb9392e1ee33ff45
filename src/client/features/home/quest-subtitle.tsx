import { homeContent } from "../../../../content/site/home";
import { SubtitleText } from "./subtitle-text";
import { useActiveQuest } from "./use-active-quest";

/** The signed-in seeker's subtitle: their active quest, or the plain words when there is none. */
export default function QuestSubtitle() {
  const quest = useActiveQuest();
  const text = quest
    ? `Continue your quest: ${quest.name} and earn +${quest.rewardKarma} Karma!`
    : homeContent.signedInSubtitle;
  return <SubtitleText text={text} />;
}
