import { ApiError } from "../../lib/api-client";
import { describeRequestError } from "../../lib/format";

/** What the capture card asks of the server, passed in so the flow is tested without a network. */
export interface CaptureSenders {
  /** Resolves once the sign-in link is mailed; rejects with an Error carrying the reason otherwise. */
  sendSignInLink(email: string): Promise<void>;
  /** Resolves once the double opt-in mail is sent; rejects with an Error carrying the reason otherwise. */
  subscribeToNewsletter(email: string): Promise<void>;
}

export interface CaptureRequest {
  /** Already validated and trimmed. */
  email: string;
  wantsNewsletter: boolean;
  /** The address an earlier submit already mailed a link to; a retry does not mail it twice. */
  linkSentTo: string | null;
}

export type CaptureOutcome =
  { status: "success"; linkSentTo: string } | { status: "error"; message: string; linkSentTo: string | null };

export const CAPTURE_FALLBACK_ERROR = "Something went wrong. Please try again.";

function describeReason(error: unknown): string {
  if (error instanceof ApiError) return describeRequestError(error, CAPTURE_FALLBACK_ERROR);
  return error instanceof Error && error.message ? error.message : CAPTURE_FALLBACK_ERROR;
}

const isSameAddress = (left: string | null, right: string) => left?.toLowerCase() === right.toLowerCase();

/**
 * The home page's e-mail capture card (docs/product.md, 'The home page'): the card mails a sign-in link (no
 * generated password) and, when the box is ticked, subscribes the address to the newsletter. The link goes
 * first so a rejected address is not subscribed; when only the newsletter fails, the message says the link
 * is on its way and a retry with the same address only retries the newsletter.
 */
export async function submitEmailCapture(request: CaptureRequest, senders: CaptureSenders): Promise<CaptureOutcome> {
  const { email, wantsNewsletter } = request;
  let linkSentTo = request.linkSentTo;
  if (!isSameAddress(linkSentTo, email)) {
    try {
      await senders.sendSignInLink(email);
    } catch (error) {
      return {
        status: "error",
        message: `We could not send your sign-in link. ${describeReason(error)}`,
        linkSentTo: null,
      };
    }
    linkSentTo = email;
  }
  if (wantsNewsletter) {
    try {
      await senders.subscribeToNewsletter(email);
    } catch (error) {
      return {
        status: "error",
        message: `Your sign-in link is on its way, but we could not subscribe you to the newsletter. ${describeReason(error)}`,
        linkSentTo,
      };
    }
  }
  return { status: "success", linkSentTo: linkSentTo! };
}
