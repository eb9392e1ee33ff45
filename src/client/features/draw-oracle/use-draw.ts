import { useQuery } from "@tanstack/react-query";
import type { Dispatch } from "react";
import type { DrawRequest, DrawResult } from "../../../shared/api/draws";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { describeFailure } from "../../oracles/kit/describe-failure";
import { runReading, type Seal } from "../../oracles/kit/run-reading";
import type { DrawEvent } from "./draw-machine";

/** POST /api/draws through the kit's runner (sent again when busy; a stale commitment renewed once). */
export function sendDraw(request: DrawRequest, seal?: Seal<DrawRequest>): Promise<DrawResult> {
  return runReading((sealed: DrawRequest) => readBody(api.draws.$post({ json: sealed })), request, seal);
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
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** What a draw needs from the page. */
export interface DrawContext {
  token: number;
  request: Omit<DrawRequest, "commitmentId" | "clientSeed">;
  spreadName: string;
  clientSeed: string;
  dispatch: Dispatch<DrawEvent>;
  /** Sends the draw through the kit's runner (`sendDraw`), sealed by `seal`. */
  send(request: DrawRequest, seal: Seal<DrawRequest>): Promise<DrawResult>;
  /** The commitment to draw with (`isRenewed`: a new one, the last having been refused), or null. */
  takeCommitment(options: { isRenewed: boolean }): Promise<{ commitmentId: string } | null>;
}

/**
 * The draw: sealed by the server's commitment and the browser's seed (the kit's runner sends it again
 * with a new commitment if the first was used or lapsed), shown no sooner than the shuffle's time.
 */
export async function runDraw(context: DrawContext): Promise<void> {
  const { token, request, clientSeed, dispatch } = context;
  const shownNoEarlierThan = performance.now() + SHUFFLE_MS;
  dispatch({ type: "drawStarted", token });
  const seal: Seal<DrawRequest> = async (options) => {
    const commitment = await context.takeCommitment(options);
    return commitment ? { commitmentId: commitment.commitmentId, clientSeed } : null;
  };
  try {
    const draw = await context.send(request, seal);
    await delay(shownNoEarlierThan - performance.now());
    dispatch({ type: "drawAnswered", token, draw });
  } catch (failure) {
    await delay(shownNoEarlierThan - performance.now());
    dispatch({ type: "drawFailed", token, failure: describeFailure(failure, { spreadName: context.spreadName }) });
  }
}
