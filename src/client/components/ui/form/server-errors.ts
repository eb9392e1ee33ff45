import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../../lib/api-client";

/**
 * Puts the field messages of an API error (`ApiError.fields`, from a 400) on the form's own fields, in
 * the order given, focusing the first. Answers whether any field took one, so the caller shows anything
 * else as the form's own message.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  names: readonly FieldPath<Values>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let isShown = false;
  for (const name of names) {
    const messages = error.fields[name];
    if (!messages?.length) continue;
    setError(name, { type: "server", message: messages.join(" ") }, { shouldFocus: !isShown });
    isShown = true;
  }
  return isShown;
}
