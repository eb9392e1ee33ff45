import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { sendAgainWhenBusy } from "./send-again-when-busy";

const busy = (retryAfterSeconds: unknown = 2) =>
  new ApiError(503, "server_busy", "Many seekers are here at once. Please try again in 2 seconds.", undefined, {
    retryAfterSeconds,
  });

describe("sendAgainWhenBusy", () => {
  it("sends once more after the delay a busy server asks for, and returns that answer", async () => {
    const send = vi.fn().mockRejectedValueOnce(busy(2)).mockResolvedValueOnce("cast");
    const sleep = vi.fn(() => Promise.resolve());
    await expect(sendAgainWhenBusy(send, sleep)).resolves.toBe("cast");
    expect(send).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(2000);
  });

  it("gives up after one retry with the server's message, and never waits more than 10 s", async () => {
    const send = vi.fn().mockRejectedValue(busy(600));
    const sleep = vi.fn(() => Promise.resolve());
    await expect(sendAgainWhenBusy(send, sleep)).rejects.toMatchObject({ code: "server_busy" });
    expect(send).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(10_000);
  });

  it("does not send again for any other refusal", async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(429, "daily_limit_reached", "rest"));
    const sleep = vi.fn(() => Promise.resolve());
    await expect(sendAgainWhenBusy(send, sleep)).rejects.toMatchObject({ code: "daily_limit_reached" });
    expect(send).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});
