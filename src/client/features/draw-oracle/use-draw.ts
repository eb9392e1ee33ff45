import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Dispatch } from "react";
import type { DrawRequest, DrawResult } from "../../../shared/api/draws";
import { api } from "../../lib/api";
import { ApiError, readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { sendAgainWhenBusy } from "../../lib/send-again-when-busy";
import { describeDrawFailure } from "./draw-messages";
import type { DrawEvent } from "./draw-machine";

/** POST /api/draws: the server draws the spread, records it and returns its reading. */
export function useDrawMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DrawRequest) => sendAgainWhenBusy(() => readBody(api.draws.$post({ json: request }))),
    // The draw moved the profile, quest, achievements, items and history: refresh whatever shows them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.castHistory }),
      ]),
    // Refused at the daily cap (counted elsewhere, e.g. by the dice): the allowance on screen is stale.
    onError: (error) =>
      error instanceof ApiError && error.code === "daily_limit_reached"
        ? queryClient.invalidateQueries({ queryKey: queryKeys.profile })
        : undefined,
  });
}

/** GET /api/draws/:id: one draw in full, with its enhanced text when it has one. */
export function useDrawDetail(drawId: string) {
  return useQuery({
    queryKey: queryKeys.cast(drawId),
    queryFn: ({ signal }) =>
      readBody(api.draws[":id"].$get({ param: { id: encodeURIComponent(drawId) } }, { init: { signal } })),
    staleTime: 5 * 60_000,
    // Asked even offline: the service worker may have kept it (src/client/service-worker.ts).
    networkMode: "offlineFirst",
  });
}

/** The shortest time the deck is shuffled on screen before the cards are laid. */
const SHUFFLE_MS = 900;
/** A commitment that was used or has lapsed: the draw is sent once more with a new one. */
const STALE_COMMITMENT = new Set(["commitment_not_found", "commitment_expired"]);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** What a draw needs from the page. */
export interface DrawContext {
  token: number;
  request: Omit<DrawRequest, "commitmentId" | "clientSeed">;
  spreadName: string;
  clientSeed: string;
  dispatch: Dispatch<DrawEvent>;
  send(request: DrawRequest): Promise<DrawResult>;
  /** The commitment to draw with (`isRenewed`: a new one, the last having been refused), or null. */
  takeCommitment(options: { isRenewed: boolean }): Promise<{ commitmentId: string } | null>;
}

/**
 * The draw: sealed by the server's commitment and the browser's seed (sent again with a new commitment
 * if the first was used or lapsed), shown no sooner than the shuffle's time.
 */
export async function runDraw(context: DrawContext): Promise<void> {
  const { token, request, clientSeed, dispatch } = context;
  const shownNoEarlierThan = performance.now() + SHUFFLE_MS;
  dispatch({ type: "drawStarted", token });
  const sealed = async (isRenewed: boolean): Promise<DrawRequest> => {
    const commitment = await context.takeCommitment({ isRenewed });
    return commitment ? { ...request, commitmentId: commitment.commitmentId, clientSeed } : request;
  };
  try {
    const first = await sealed(false);
    let draw: DrawResult;
    try {
      draw = await context.send(first);
    } catch (failure) {
      if (!first.commitmentId || !(failure instanceof ApiError) || !STALE_COMMITMENT.has(failure.code)) throw failure;
      draw = await context.send(await sealed(true));
    }
    await delay(shownNoEarlierThan - performance.now());
    dispatch({ type: "drawAnswered", token, draw });
  } catch (failure) {
    await delay(shownNoEarlierThan - performance.now());
    dispatch({ type: "drawFailed", token, failure: describeDrawFailure(failure, context.spreadName) });
  }
}
