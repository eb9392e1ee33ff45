import { ARCHETYPE_ANIMALS, ARCHETYPE_QUIZ, ARCHETYPE_READING_WORDS as words } from "../../../content/archetypes";
import { ARCHETYPE_PAGE_WORDS } from "../../../content/archetypes/page";
import type { ArchetypeResponse, SharedArchetype } from "../../shared/api/archetypes";
import { ORACLE_API_SCHEMAS } from "../../shared/api/oracle-schemas";
import { archetypeOf, type ArchetypeId } from "../../shared/archetypes/quiz-rule";
import {
  ARCHETYPES_ORACLE,
  archetypePayloadSchema,
  type ArchetypePayload,
  type ArchetypeRequest,
} from "../../shared/oracles/archetypes";
import { fillWords, firstSentence } from "../../shared/text";
import { recordReading, refuseQuestionNeedingHelp, shareUrlFor, type CastRow } from "../features/reading-engine";
import { heading, pick } from "./composer/bank-picks";
import type { ServerOracle } from "./types";

/** An animal's words, as anyone the result is shown to reads them. */
function archetypeWords(subject: Pick<CastRow, "situation">, animal: ArchetypeId): SharedArchetype {
  const said = ARCHETYPE_ANIMALS[animal];
  const { headings } = words;
  return {
    tool: "archetypes",
    situation: subject.situation,
    question: null,
    animal,
    name: said.name,
    epithet: said.epithet,
    title: `${said.name} · ${said.epithet}`,
    summary: said.summary,
    traits: [...said.traits],
    shadow: said.shadow,
    ritual: said.ritual,
    lore: said.lore,
    reflection: said.question,
    sections: [
      { heading: headings.summary, text: said.summary },
      { heading: headings.traits, text: said.traits.join(" ") },
      { heading: headings.shadow, text: said.shadow },
      { heading: headings.ritual, text: said.ritual },
      { heading: headings.lore, text: said.lore },
      { heading: headings.reflection, text: said.question },
    ],
  };
}

/** How many of the answers named the animal first. */
function firstChoicesFor(answers: readonly number[], animal: ArchetypeId): number {
  return answers.filter((answer, index) => ARCHETYPE_QUIZ.questions[index]?.answers[answer]?.points[0] === animal)
    .length;
}

/**
 * Animal Archetypes (docs/ARCHITECTURE.md, "Animal Archetypes"): a quiz result, worked out from the
 * seeker's answers by the pure rule in src/shared/archetypes/quiz-rule.ts. The row keeps the answers and
 * the animal they led to; the words come from content/archetypes/, and an optional note goes to the
 * journal's note after the crisis detector.
 */
export const archetypesOracle: ServerOracle<ArchetypeResponse, SharedArchetype> = {
  spec: ARCHETYPES_ORACLE,
  requestSchema: ORACLE_API_SCHEMAS.archetypes.request,
  resultSchema: ORACLE_API_SCHEMAS.archetypes.result,
  viewSchema: ORACLE_API_SCHEMAS.archetypes.view,
  sharedSchema: ORACLE_API_SCHEMAS.archetypes.shared,

  async make(context, body) {
    const request = body as ArchetypeRequest;
    const note = request.note?.trim() || null;
    refuseQuestionNeedingHelp(note);
    const payload = {
      answers: request.answers,
      animal: archetypeOf(ARCHETYPE_QUIZ, request.answers),
    } satisfies ArchetypePayload;
    const { row, rewards } = await recordReading({
      ...context,
      reading: {
        tool: "archetypes",
        situation: request.situation,
        question: null,
        payload,
        values: note ? { note, noteUpdatedAt: context.now } : {},
      },
    });
    return { isNew: true, body: { ...(await archetypesOracle.view(row, context)), rewards } };
  },

  async view(row) {
    const { answers, animal } = archetypePayloadSchema.parse(row.payload);
    return {
      id: row.id,
      ...archetypeWords(row, animal),
      answers,
      enhancedText: row.enhancedText,
      enhancedBy: row.enhancedText && row.enhancedBy ? { kind: row.enhancedBy, model: row.enhancedModel } : null,
      shareUrl: shareUrlFor(row.shareId),
      createdAt: row.createdAt.toISOString(),
    };
  },

  history: (result) => ({
    diceValues: null,
    spread: null,
    spreadName: null,
    title: fillWords(words.historyTitle, { name: result.name }),
    items: [],
    summary: firstSentence(result.summary),
  }),

  enhancement: (result, userId) => ({
    reader: words.enhancement.reader,
    request: {
      oracle: "archetypes",
      animal: result.name,
      epithet: result.epithet,
      summary: result.summary,
      traits: result.traits,
      shadow: result.shadow,
      ritual: result.ritual,
      lore: result.lore,
      userId,
    },
    // Tier 1 the animal and its gifts; 2 its shadow; 3 its ritual; 4 its stories and the answers that led
    // to it; 5 a question to carry.
    compose: ({ tier, random }) => {
      const bank = words.enhancement;
      const blocks = [
        pick(bank.openings, random),
        heading(bank.headings.animal),
        `${result.title}. ${result.summary}`,
        heading(bank.headings.gifts),
        result.traits.map((trait) => `- ${trait}`).join("\n"),
      ];
      if (tier >= 2) blocks.push(heading(bank.headings.shadow), result.shadow);
      if (tier >= 3) blocks.push(heading(bank.headings.ritual), result.ritual);
      if (tier >= 4) {
        blocks.push(
          heading(bank.headings.lore),
          `${result.lore} ${fillWords(bank.answersLine, { count: firstChoicesFor(result.answers, result.animal) })}`,
        );
      }
      if (tier >= 5) blocks.push(heading(bank.headings.carry), result.reflection);
      blocks.push(pick(bank.blessings, random));
      return blocks.join("\n\n");
    },
  }),

  shared: ({
    tool,
    situation,
    question,
    animal,
    name,
    epithet,
    title,
    summary,
    traits,
    shadow,
    ritual,
    lore,
    reflection,
    sections,
  }) => ({
    tool,
    situation,
    question,
    animal,
    name,
    epithet,
    title,
    summary,
    traits,
    shadow,
    ritual,
    lore,
    reflection,
    sections,
  }),

  card: (result, site) => ({
    layout: "text",
    content: {
      kicker: ARCHETYPE_PAGE_WORDS.name,
      title: fillWords(words.share.cardTitle, { name: result.name }),
      situation: result.situation,
      question: null,
      sentence: firstSentence(result.summary),
      site,
    },
  }),

  preview: (result) => ({
    title: fillWords(words.share.previewTitle, { name: result.name }),
    description: firstSentence(result.summary),
  }),

  exportSection: "readings",
  exportRow: ({ shareUrl: _shareUrl, ...result }, row) => ({ ...result, enhancedAt: row.enhancedAt }),
};
