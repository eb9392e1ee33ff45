import { createAccountRoutes, createSignInLinkRoutes, declareAuthEndpoints } from "./features/account";
import { createBillingRoutes } from "./features/billing";
import {
  createCastsRoutes,
  createDrawsRoutes,
  createReadingHistoryRoutes,
  createReadingsRoutes,
  createRitualsRoutes,
} from "./features/readings";
import { createChakraRoutes } from "./features/chakra";
import { createCyclesRoutes } from "./features/cycles";
import { createDreamRoutes } from "./features/dreams";
import { createEnergyRoutes } from "./features/energy";
import { createIntuitionRoutes } from "./features/intuition";
import { createFairnessRoutes } from "./features/fairness";
import { createGamificationRoutes } from "./features/gamification";
import { createHealthRoutes } from "./features/health";
import {
  createFollowUpRoutes,
  createJournalNotesRoutes,
  createPatternsRoutes,
  createTimelineRoutes,
} from "./features/journal";
import { createMoonRoutes } from "./features/moon";
import { createNewsletterRoutes } from "./features/newsletter";
import { createChatRoutes, createEnhanceRoutes } from "./features/oracle";
import { createProfilesRoutes } from "./features/profiles";
import { createEventsRoutes } from "./features/realtime";
import { createPushKeyRoutes, createReminderRoutes } from "./features/reminders";
import { createCastSharingRoutes, createSharedReadingRoutes } from "./features/sharing";
import { createSightingsRoutes } from "./features/sightings";
import { createSkyRoutes } from "./features/sky";
import { createSupportRoutes } from "./features/support";
import { createMyReportRoutes, createReportCommunityRoutes, createReportRoutes } from "./features/weekly";
import { createDocsRoutes, createRouter } from "./http/openapi";
import type { Services } from "./services";

/** What the API's routes need from the HTTP layer around them. */
export interface ApiHttpOptions {
  trustedOrigins: readonly string[];
  headerEntries: ReadonlyArray<[string, string]>;
}

/**
 * Every /api route of ours, declared (request and answers) and validated by its declaration, as one
 * chained router: its type is the API's type (`api-type.ts`), its registry the OpenAPI document served at
 * /api/openapi.json. better-auth's endpoints are proxied by app.ts; those the product uses are declared
 * here for the document.
 */
export function createApiRoutes(services: Services, http: ApiHttpOptions) {
  const api = createRouter()
    .basePath("/api")
    .route("/", createSignInLinkRoutes(services, http))
    .route("/health", createHealthRoutes(services))
    .route("/readings", createReadingsRoutes(services))
    .route("/casts", createCastsRoutes(services))
    .route("/casts", createEnhanceRoutes(services))
    .route("/casts", createCastSharingRoutes(services))
    .route("/draws", createDrawsRoutes(services))
    .route("/rituals", createRitualsRoutes(services))
    .route("/shares", createSharedReadingRoutes(services))
    .route("/fairness", createFairnessRoutes(services))
    .route("/chat", createChatRoutes(services))
    .route("/me", createAccountRoutes(services))
    .route("/me", createProfilesRoutes(services))
    .route("/me", createGamificationRoutes(services))
    .route("/me", createReadingHistoryRoutes(services))
    .route("/me", createPatternsRoutes(services))
    .route("/me", createJournalNotesRoutes(services))
    .route("/me", createReminderRoutes(services))
    .route("/me", createTimelineRoutes(services))
    .route("/me", createFollowUpRoutes(services))
    .route("/me", createSightingsRoutes(services))
    .route("/me", createDreamRoutes(services))
    .route("/me", createChakraRoutes(services))
    .route("/push", createPushKeyRoutes(services))
    .route("/billing", createBillingRoutes(services))
    .route("/newsletter", createNewsletterRoutes(services))
    .route("/moon", createMoonRoutes(services))
    .route("/sky", createSkyRoutes(services))
    .route("/cycles", createCyclesRoutes(services))
    .route("/support", createSupportRoutes(services))
    .route("/reports", createReportRoutes(services))
    .route("/reports", createReportCommunityRoutes(services))
    .route("/me", createMyReportRoutes(services))
    .route("/me", createEnergyRoutes(services))
    .route("/me", createIntuitionRoutes(services))
    .route("/events", createEventsRoutes(services));
  declareAuthEndpoints(api.openAPIRegistry);
  api.route("/", createDocsRoutes(api));
  return api;
}
