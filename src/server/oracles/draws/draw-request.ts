import type { DrawResponse } from "../../../shared/api/draws";
import { classifyCrisis } from "../../../shared/crisis";
import type { DrawEnhancementRequest } from "../../../shared/oracle";
import { DRAW_TIER_WORDS } from "../../../../content/draws/enhancement-tiers";
import { relationSentence } from "../../../../content/draws/synthesis";
import { cleanQuestion } from "../composer";
import { drawPlan } from "./draw-tiers";

/**
 * What the AI provider is given about a spread: the same structure the built-in oracle writes from —
 * each item in its position, the relations, the question's subject, term and form, the spread's answer
 * by the reading's convention, and what each tier adds.
 */
export function drawEnhancementRequest(draw: DrawResponse, userId: string): DrawEnhancementRequest {
  const cleaned = cleanQuestion(draw.question);
  // A question that needs help never reaches a provider, not even as its subject.
  const question = cleaned && !classifyCrisis(cleaned) ? cleaned : null;
  const plan = drawPlan(draw, question);
  const outcome = draw.items[plan.answer.outcome]!;
  return {
    oracle: draw.tool,
    spread: draw.spreadName,
    situation: draw.situation,
    items: draw.items.map(({ positionLabel, name, reversed, inPosition, meaning }) => ({
      position: positionLabel,
      name,
      reversed,
      inPosition,
      meaning,
    })),
    relations: plan.facts.relations.map((relation) => relationSentence(relation, plan.facts.items)),
    synthesis: draw.synthesis,
    question: plan.question,
    answer: {
      yesNo: plan.answer.yesNo,
      pace: plan.answer.pace,
      delayed: plan.answer.delayed,
      outcomePosition: outcome.positionLabel,
      convention: `${DRAW_TIER_WORDS.answer.yesNoRule} ${DRAW_TIER_WORDS.timing.rule[draw.tool]}`,
    },
    tiers: Object.fromEntries(Object.entries(DRAW_TIER_WORDS.prompts)),
    userId,
  };
}
