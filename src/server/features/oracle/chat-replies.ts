import { readDiceQuestion, type ChatIntent } from "../../../shared/oracle";
import { chatReplies } from "../../../../content/oracle/chat-replies";
import { CRISIS_REPLY } from "../../../../content/oracle/crisis";
import {
  accountFact,
  ACCOUNT_REPLY_CLOSING,
  colourFact,
  diceOverview,
  DICE_REPLY_CLOSING,
  faceFact,
  plansFact,
  rollFact,
  sumFact,
  tiersFact,
} from "../../../../content/oracle/guide-facts";

/**
 * Lyra's built-in reply to a classified question. Product questions are answered from the product's
 * content (the dice the question names, the plans, the tiers, the account); the other intents get one
 * of Lyra's replies, picked with `random` (default Math.random).
 */
export function composeChatReply(
  { intent, query }: { intent: ChatIntent; query: string },
  random: () => number = Math.random,
): string {
  switch (intent) {
    case "crisis":
      return CRISIS_REPLY;
    case "dice_meaning":
      return diceReply(query);
    case "plans":
      return plansFact();
    case "tiers":
      return tiersFact();
    case "account_help":
      return `${accountFact()} ${ACCOUNT_REPLY_CLOSING}`;
    default: {
      const replies = chatReplies[intent] ?? chatReplies.unknown;
      const index = Math.min(replies.length - 1, Math.max(0, Math.floor(random() * replies.length)));
      return replies[index]!;
    }
  }
}

/** The facts a dice question asks for: a whole roll, or the colours, faces and sum it names. */
function diceReply(query: string): string {
  const asked = readDiceQuestion(query);
  if (asked.roll) return `${rollFact(asked.roll)} ${DICE_REPLY_CLOSING}`;
  const onlyColour = asked.colours.length === 1 ? asked.colours[0] : undefined;
  const facts = [
    ...(asked.faces.length === 0 ? asked.colours.map(colourFact) : []),
    ...asked.faces.map((face) => faceFact(face, onlyColour)),
    ...(asked.sum === null ? [] : [sumFact(asked.sum)]),
  ];
  return facts.length > 0 ? facts.join(" ") : `${diceOverview()} ${DICE_REPLY_CLOSING}`;
}
