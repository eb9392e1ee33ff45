import { once } from "node:events";
import { createServer } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { fetchOutbound } from "./outbound-fetch";

/** A server on 127.0.0.1 that hangs up without answering on its first `drops` requests, then answers "ok". */
async function startServer(drops: number) {
  let requests = 0;
  const server = createServer((req, res) => {
    requests += 1;
    req.resume();
    req.on("end", () => {
      if (requests <= drops) req.socket.destroy();
      else res.end("ok");
    });
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("fetchOutbound", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it("sends again once when the connection closes before any answer", async () => {
    const server = await startServer(1);
    close = server.close;
    const response = await fetchOutbound(server.url, { method: "POST", body: "{}" });
    expect(await response.text()).toBe("ok");
    expect(server.requests()).toBe(2);
  });

  it("gives up after the second try", async () => {
    const server = await startServer(5);
    close = server.close;
    await expect(fetchOutbound(server.url, { method: "POST", body: "{}" })).rejects.toThrow();
    expect(server.requests()).toBe(2);
  });

  it("does not try again when nothing listens", async () => {
    const server = await startServer(0);
    await server.close();
    await expect(fetchOutbound(server.url, { method: "POST", body: "{}" })).rejects.toThrow();
  });
});
