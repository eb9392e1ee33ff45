export { createUserProfile } from "./profiles.service";
export { createProfilesRoutes } from "./profiles.routes";
export { requestTimeZone, withRequestTimeZone } from "./request-time-zone";
export { requireAllowance } from "./allowance";
export { seekerTimeZone } from "./seeker-time-zone";
