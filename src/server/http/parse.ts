import type { Context } from "hono";
import type { z } from "zod";
import { AppError, toValidationError } from "./errors";

/** Parses the JSON body with a schema: non-JSON or invalid bodies become a 400 naming the problem. */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("bad_request", "The request body must be valid JSON");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw toValidationError(result.error);
  return result.data;
}

/** Parses one path or query value with a schema; failure is a 400 naming the parameter. */
export function parseParam<T extends z.ZodType>(name: string, value: unknown, schema: T): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError("bad_request", result.error.issues[0]?.message ?? `Invalid ${name}`, {
      fields: { [name]: result.error.issues.map((issue) => issue.message) },
    });
  }
  return result.data;
}
