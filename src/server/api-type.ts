import type { createApiRoutes } from "./api";

/** The API's routes with their inputs and answers, for a typed client (`hc<ApiType>` from hono/client). */
export type ApiType = ReturnType<typeof createApiRoutes>;
