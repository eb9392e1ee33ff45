import { OpenAPIHono, type Hook } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import type { ZodError } from "zod";
import type { AppEnv } from "../app-env";
import { AppError, toValidationError } from "../errors";
import { requireUser, type Authenticate } from "../require-user";

type ValidationTarget = "json" | "form" | "query" | "param" | "header" | "cookie";

/**
 * A failed declaration check as our 400: a body names each bad field under "The request is not valid";
 * a path or query value leads with its own message (`Reading ids are UUIDs`) and names the parameter.
 */
function toRequestError(target: ValidationTarget, error: ZodError): AppError {
  if (target === "json" || target === "form") return toValidationError(error);
  const validation = toValidationError(error);
  return new AppError("bad_request", error.issues[0]?.message ?? "The request is not valid", {
    fields: validation.fields,
  });
}

/** Every route's validation failure goes through here (zod-openapi calls it after each check). */
const validationHook: Hook<unknown, AppEnv, string, undefined> = (result) => {
  if (!result.success) throw toRequestError(result.target as ValidationTarget, result.error as ZodError);
  return undefined;
};

/** A router of API routes: each route is declared (`apiRoute`), and its declaration validates it. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** A router whose every route needs a session (401 otherwise; sets c.var.user and c.var.session). */
export function createSignedInRouter(authenticate: Authenticate) {
  const router = createRouter();
  router.use(requireUser(authenticate));
  return router;
}

/**
 * Hono's own refusals of a body, in our words: a body that is not JSON, and one of a media type the
 * route does not declare (zod-openapi's 415).
 */
export function fromHttpException(error: HTTPException): AppError {
  if (error.status === 415) {
    return new AppError("unsupported_media_type", "Send the body as one of the media types this endpoint declares");
  }
  if (error.status === 400 && /^Malformed JSON/.test(error.message)) {
    return new AppError("bad_request", "The request body must be valid JSON");
  }
  if (error.status === 400 && /^Malformed FormData/.test(error.message)) {
    return new AppError("bad_request", "The request body could not be read");
  }
  const code = error.status === 404 ? "not_found" : error.status === 413 ? "payload_too_large" : "bad_request";
  return new AppError(code, error.message || "The request is not valid");
}
