import { ApiError } from "../../lib/api-client";
import { sendAgainWhenBusy } from "../../lib/send-again-when-busy";

/** A commitment that was used or has lapsed: the reading is sent once more with a new one. */
const STALE_COMMITMENT = new Set(["commitment_not_found", "commitment_expired"]);

/**
 * What seals a drawn reading: the fairness commitment and client seed to add to the request (`isRenewed`:
 * a new commitment, the last one having been refused), or null to send it without one.
 */
export type Seal<Request> = (options: { isRenewed: boolean }) => Promise<Partial<Request> | null>;

/**
 * Sends one reading of any oracle: once more when the server turns it away as busy (`server_busy`), and,
 * when sealed with a commitment the server no longer holds (used or lapsed), once more with a new one.
 */
export async function runReading<Request extends object, Answer>(
  post: (request: Request) => Promise<Answer>,
  request: Request,
  seal?: Seal<Request>,
): Promise<Answer> {
  const send = (sealed: Partial<Request> | null) => sendAgainWhenBusy(() => post({ ...request, ...sealed }));
  const sealed = seal ? await seal({ isRenewed: false }) : null;
  try {
    return await send(sealed);
  } catch (failure) {
    if (!seal || !sealed || !(failure instanceof ApiError) || !STALE_COMMITMENT.has(failure.code)) throw failure;
    return send(await seal({ isRenewed: true }));
  }
}
