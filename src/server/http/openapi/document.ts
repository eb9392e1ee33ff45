import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-env";
import { SESSION_COOKIE_NAME, SESSION_COOKIE_SCHEME } from "./responses";

/** The API's own router (any schema): what the document is generated from. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route schema, any base path
export type ApiRouter = OpenAPIHono<AppEnv, any, any>;

const API_TITLE = "Mystic Dice API";
const API_VERSION = "1.0.0";

const TAGS = [
  { name: "Health", description: "Whether the server and its database answer." },
  { name: "Readings", description: "The 216 readings, public." },
  { name: "Casts", description: "Casting the dice, and the seeker's history." },
  { name: "Fairness", description: "Committed server seeds, for dice anyone can recompute." },
  { name: "Rituals", description: "Today's numerology reading and the moon ritual, once a day each." },
  { name: "Oracle", description: "The enhanced reading and the oracle guide." },
  { name: "Profile", description: "The seeker's profile, level, karma and streak." },
  { name: "Progress", description: "Achievements, quests and items." },
  { name: "Account", description: "The Security section and the data rights." },
  { name: "Sign-in", description: "The mailed sign-in link's confirmation (login CSRF)." },
  { name: "Auth", description: "better-auth's endpoints that the product uses, behind our proxy." },
  { name: "Newsletter", description: "Subscribe, confirm, unsubscribe." },
  { name: "Sky", description: "The events of the sky ahead, the same for everyone, public." },
  { name: "Support", description: "How to reach the people who run this server, public." },
  { name: "Realtime", description: "Live updates as server-sent events." },
  { name: "Documentation", description: "This document and its interactive reference." },
];

/**
 * The OpenAPI 3.1 document of every route the router declares. Paths are absolute (`/api/...`) and the
 * server is the page's own origin, so the document is right on any host the server answers.
 */
export function buildApiDocument(api: ApiRouter) {
  api.openAPIRegistry.registerComponent("securitySchemes", SESSION_COOKIE_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE_NAME,
    description: "The session cookie better-auth sets at sign-in (HttpOnly, SameSite=Lax).",
  });
  return api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description:
        "The HTTP API of Mystic Dice. Every error answers `{error:{code,message,fields?,details?}}` with a lower snake case code, better-auth's included. State-changing requests from another site's pages are refused (403).",
    },
    servers: [{ url: "/", description: "This server" }],
    tags: TAGS,
  });
}
