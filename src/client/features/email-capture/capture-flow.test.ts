import { describe, expect, it, vi } from "vitest";
import { CAPTURE_FALLBACK_ERROR, submitEmailCapture, type CaptureSenders } from "./capture-flow";

function fakeSenders(failures: { link?: Error; newsletter?: Error } = {}) {
  return {
    sendSignInLink: vi.fn(async () => {
      if (failures.link) throw failures.link;
    }),
    subscribeToNewsletter: vi.fn(async () => {
      if (failures.newsletter) throw failures.newsletter;
    }),
  } satisfies CaptureSenders;
}

const email = "seeker@example.com";

describe("submitEmailCapture", () => {
  it("mails the sign-in link and leaves the newsletter alone when the box is not ticked", async () => {
    const senders = fakeSenders();
    const outcome = await submitEmailCapture({ email, wantsNewsletter: false, linkSentTo: null }, senders);
    expect(outcome).toEqual({ status: "success", linkSentTo: email });
    expect(senders.sendSignInLink).toHaveBeenCalledWith(email);
    expect(senders.subscribeToNewsletter).not.toHaveBeenCalled();
  });

  it("also subscribes the address when the box is ticked", async () => {
    const senders = fakeSenders();
    const outcome = await submitEmailCapture({ email, wantsNewsletter: true, linkSentTo: null }, senders);
    expect(outcome.status).toBe("success");
    expect(senders.subscribeToNewsletter).toHaveBeenCalledWith(email);
  });

  it("names the sign-in link when it fails, and does not subscribe the address", async () => {
    const senders = fakeSenders({ link: new Error("Too many requests. Please try again later.") });
    const outcome = await submitEmailCapture({ email, wantsNewsletter: true, linkSentTo: null }, senders);
    expect(outcome).toEqual({
      status: "error",
      message: "We could not send your sign-in link. Too many requests. Please try again later.",
      linkSentTo: null,
    });
    expect(senders.subscribeToNewsletter).not.toHaveBeenCalled();
  });

  it("names the newsletter when only it fails, and remembers that the link went out", async () => {
    const senders = fakeSenders({ newsletter: new Error("") });
    const outcome = await submitEmailCapture({ email, wantsNewsletter: true, linkSentTo: null }, senders);
    expect(outcome).toEqual({
      status: "error",
      message: `Your sign-in link is on its way, but we could not subscribe you to the newsletter. ${CAPTURE_FALLBACK_ERROR}`,
      linkSentTo: email,
    });
  });

  it("does not mail the link twice to the same address on a retry", async () => {
    const senders = fakeSenders();
    const outcome = await submitEmailCapture(
      { email: "Seeker@Example.com", wantsNewsletter: true, linkSentTo: email },
      senders,
    );
    expect(outcome.status).toBe("success");
    expect(senders.sendSignInLink).not.toHaveBeenCalled();
    expect(senders.subscribeToNewsletter).toHaveBeenCalledOnce();
  });

  it("mails a new link when the address changed since the last one", async () => {
    const senders = fakeSenders();
    await submitEmailCapture({ email: "other@example.com", wantsNewsletter: false, linkSentTo: email }, senders);
    expect(senders.sendSignInLink).toHaveBeenCalledWith("other@example.com");
  });
});
