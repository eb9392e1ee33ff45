import { z } from "zod";
import { castIdParamsSchema } from "../../../shared/api/casts";
import {
  noteRequestSchema,
  noteResponseSchema,
  outcomeRequestSchema,
  outcomeResponseSchema,
} from "../../../shared/api/journal";
import { NOTE_MAX_LENGTH } from "../../../shared/journal/journal";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { apiRoute, createSignedInRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import type { ReadingCatalogue } from "../dice-texts";
import { exportJournalMarkdown } from "./markdown";
import { setNote, setOutcome } from "./notes.service";

export interface JournalNotesServices {
  db: Database;
  readings: ReadingCatalogue;
  account: { authenticate: Authenticate };
  clock: Clock;
}

const putNote = apiRoute({
  method: "put",
  path: "/readings/{id}/note",
  operationId: "setReadingNote",
  tags: ["Journal"],
  summary: "Write, change or remove the private note on one of the seeker's readings",
  description: `The note (trimmed, at most ${NOTE_MAX_LENGTH} characters) is the seeker's own: it shows in their history and detail, in their data export and Markdown journal, and never on a shared link or its card. An empty text removes it. Another seeker's or an unknown reading answers 404. A note that says the seeker needs help is not stored: 422 \`needs_help\` carries the help.`,
  security: SIGNED_IN,
  request: { params: castIdParamsSchema, body: jsonBody(noteRequestSchema) },
  responses: {
    200: jsonResponse(noteResponseSchema, "The note as stored (nulls once removed)"),
    ...errorResponses(404, 422),
  },
});

const postOutcome = apiRoute({
  method: "post",
  path: "/readings/{id}/outcome",
  operationId: "setReadingOutcome",
  tags: ["Journal"],
  summary: 'Answer "How did it turn out?" for one of the seeker\'s readings',
  description: `Whether the reading resonated (\`yes\`, \`partly\`, \`no\`) with an optional note (at most ${NOTE_MAX_LENGTH} characters); answering again replaces the answer. Another seeker's or an unknown reading answers 404; a note that says the seeker needs help is not stored: 422 \`needs_help\`.`,
  security: SIGNED_IN,
  request: { params: castIdParamsSchema, body: jsonBody(outcomeRequestSchema) },
  responses: {
    200: jsonResponse(outcomeResponseSchema, "The answer as stored"),
    ...errorResponses(404, 422),
  },
});

const markdown = {
  "text/markdown": { schema: z.string().meta({ description: "The journal in Markdown (UTF-8)" }) },
};

const exportMarkdown = apiRoute({
  method: "get",
  path: "/journal/export.md",
  operationId: "exportJournalMarkdown",
  tags: ["Journal"],
  summary: "The seeker's journal as a Markdown file",
  description:
    "Every reading of every oracle, newest first: its date (in the seeker's time zone), oracle, situation, question, items, words, note and outcome, as an attachment named `mystic-dice-journal-YYYY-MM-DD.md` (the seeker's day). Everything the seeker wrote is escaped, so it reads as text, never as Markdown.",
  security: SIGNED_IN,
  responses: { 200: { description: "The journal", content: markdown } },
});

/** /api/me/readings/{id}/note and /outcome, and /api/me/journal/export.md: the seeker's own journal. */
export function createJournalNotesRoutes(services: JournalNotesServices) {
  const { db } = services;
  return createSignedInRouter(services.account.authenticate)
    .openapi(putNote, async (c) => {
      const { id } = c.req.valid("param");
      const { text } = c.req.valid("json");
      return c.json(await setNote(db, { userId: c.var.user.id, castId: id, text, now: services.clock() }), 200);
    })
    .openapi(postOutcome, async (c) => {
      const { id } = c.req.valid("param");
      const { resonated, note } = c.req.valid("json");
      const outcome = await setOutcome(db, {
        userId: c.var.user.id,
        castId: id,
        resonated,
        note: note ?? null,
        now: services.clock(),
      });
      return c.json({ outcome }, 200);
    })
    .openapi(exportMarkdown, async (c) => {
      const { fileName, markdown: text } = await exportJournalMarkdown({
        db,
        readings: services.readings,
        userId: c.var.user.id,
        now: services.clock(),
      });
      c.header("Content-Type", "text/markdown; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${fileName}"`);
      c.header("Cache-Control", "private, no-store");
      return c.body(text, 200);
    });
}
