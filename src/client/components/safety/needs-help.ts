import type { CrisisKind } from "../../../shared/crisis";
import { ApiError } from "../../lib/api-client";

const KINDS: readonly unknown[] = ["crisis", "medical", "distress"] satisfies CrisisKind[];

/**
 * The kind of help a refused question needs, when the server would not read it (422 `needs_help`, the
 * kind in `details.kind`), or null for any other failure.
 */
export function needsHelpOf(error: unknown): CrisisKind | null {
  if (!(error instanceof ApiError) || error.code !== "needs_help") return null;
  const kind = error.details?.kind;
  return KINDS.includes(kind) ? (kind as CrisisKind) : null;
}
