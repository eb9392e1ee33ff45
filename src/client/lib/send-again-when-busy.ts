import { ApiError } from "./api-client";

/** The longest wait a busy server's answer can ask of the page before the one retry. */
const LONGEST_WAIT_SECONDS = 10;

/**
 * Sends a request, and once more after the delay the server asked for when it was turned away as busy
 * (`server_busy`: the request was refused before it touched anything, so sending it again is safe). A
 * second refusal reaches the caller with the server's message.
 */
export async function sendAgainWhenBusy<T>(send: () => Promise<T>, sleep = wait): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "server_busy") throw error;
    const asked = Number(error.details?.retryAfterSeconds);
    await sleep(Math.min(Number.isFinite(asked) && asked > 0 ? asked : 1, LONGEST_WAIT_SECONDS) * 1000);
    return send();
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
