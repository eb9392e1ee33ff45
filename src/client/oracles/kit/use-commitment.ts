import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { CommitmentResponse } from "../../../shared/api/casts";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { nowMs } from "../../lib/clock";
import { queryKeys } from "../../lib/query-keys";

/** A commitment is replaced this long before it expires, so a cast never sends one about to lapse. */
const EXPIRY_MARGIN_MS = 30_000;

function msLeft(commitment: CommitmentResponse | undefined): number {
  return commitment ? Date.parse(commitment.expiresAt) - nowMs() - EXPIRY_MARGIN_MS : 0;
}

const commitmentQuery = {
  queryKey: queryKeys.fairnessCommitment,
  queryFn: () => readBody(api.fairness.commitments.$post()),
  // Fresh until it nears its expiry; then the next read (or the timer below) makes a new one.
  staleTime: (query: { state: { data?: CommitmentResponse } }) => Math.max(0, msLeft(query.state.data)),
  retry: 1,
};

/** 16 random bytes from the browser, as 32 hex characters: the seeker's side of a committed cast. */
export function newClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The server's commitment for the next cast (POST /api/fairness/commitments), made while the seeker
 * chooses and replaced before it expires; every cast renews it (its key is under `me`, which a cast
 * refreshes). `take()` gives the one to cast with, or null when none can be made (the cast then goes
 * without one).
 */
export function useCommitment() {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...commitmentQuery,
    refetchInterval: (current) => (current.state.data ? Math.max(1_000, msLeft(current.state.data)) : false),
  });
  return {
    serverSeedHash: query.data?.serverSeedHash ?? null,
    async take({ isRenewed }: { isRenewed: boolean }): Promise<CommitmentResponse | null> {
      try {
        if (isRenewed) await queryClient.invalidateQueries({ queryKey: queryKeys.fairnessCommitment });
        return await queryClient.fetchQuery(commitmentQuery);
      } catch {
        return null;
      }
    },
  };
}
