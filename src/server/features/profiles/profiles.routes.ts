import { Hono } from "hono";
import { updateProfileRequestSchema } from "../../../shared/api/me";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse";
import { requireUser, type Authenticate } from "../../http/require-user";
import { getProfileView, updateProfile } from "./profile-view.service";

export interface ProfilesRouteServices {
  db: Database;
  account: { authenticate: Authenticate };
}

/** /api/me/profile: the signed-in seeker's profile, level, karma and streak; PATCH edits the profile. */
export function createProfilesRoutes({ db, account }: ProfilesRouteServices) {
  return new Hono<AppEnv>()
    .use(requireUser(account.authenticate))
    .get("/profile", async (c) => c.json(await getProfileView(db, c.var.user.id)))
    .patch("/profile", async (c) => {
      const changes = await parseJsonBody(c, updateProfileRequestSchema);
      return c.json(await updateProfile(db, c.var.user.id, changes));
    });
}
