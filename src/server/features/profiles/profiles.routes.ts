import { profileResponseSchema, updateProfileRequestSchema } from "../../../shared/api/me";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { apiRoute, createSignedInRouter, jsonBody, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import { getProfileView, updateProfile } from "./profile-view.service";

export interface ProfilesRouteServices {
  db: Database;
  account: { authenticate: Authenticate };
  clock: Clock;
}

const profile = apiRoute({
  method: "get",
  path: "/profile",
  operationId: "getProfile",
  tags: ["Profile"],
  summary: "The seeker's profile, level, karma and streak",
  security: SIGNED_IN,
  responses: { 200: jsonResponse(profileResponseSchema, "The profile") },
});
const editProfile = apiRoute({
  method: "patch",
  path: "/profile",
  operationId: "updateProfile",
  tags: ["Profile"],
  summary: "Edit the profile",
  description: "Only the fields sent change; an empty text clears its field. Display id and e-mail are read-only.",
  security: SIGNED_IN,
  request: { body: jsonBody(updateProfileRequestSchema) },
  responses: { 200: jsonResponse(profileResponseSchema, "The profile afterwards") },
});

/** /api/me/profile: the signed-in seeker's profile, level, karma and streak; PATCH edits the profile. */
export function createProfilesRoutes({ db, account, clock }: ProfilesRouteServices) {
  return createSignedInRouter(account.authenticate)
    .openapi(profile, async (c) => c.json(await getProfileView(db, c.var.user.id, clock()), 200))
    .openapi(editProfile, async (c) =>
      c.json(await updateProfile(db, c.var.user.id, c.req.valid("json"), clock()), 200),
    );
}
