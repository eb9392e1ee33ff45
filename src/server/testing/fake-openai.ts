import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export type FakeBehaviour =
  | { kind: "stream"; chunks: string[]; delayMs?: number; firstChunkDelayMs?: number }
  | { kind: "status"; status: number }
  | { kind: "hang" }
  | { kind: "reply"; content: string }
  /** Answers with the first sentence of the system message it was sent, so a journey can see what the provider was told. */
  | { kind: "echo-system" };

interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI /chat/completions protocol (streaming and
 * not), standing in for the AI provider in tests and benchmarks: the production client runs unchanged.
 */
export async function startFakeOpenAi(options: { port?: number } = {}) {
  let behaviour: FakeBehaviour = { kind: "stream", chunks: ["The ", "stars ", "speak."] };
  const requests: RecordedRequest[] = [];
  let abortedRequests = 0;
  /** When the last stream's first chunk was written (performance.now() of this process). */
  let firstChunkAt = 0;

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || "{}") as Record<string, unknown>;
    requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
    let isFinished = false;
    res.on("close", () => {
      if (!isFinished) abortedRequests += 1;
    });
    const current: Exclude<FakeBehaviour, { kind: "echo-system" }> =
      behaviour.kind === "echo-system" ? echoOf(body) : behaviour;
    if (current.kind === "status") {
      res.writeHead(current.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "the provider is unwell", type: "server_error" } }));
      isFinished = true;
      return;
    }
    if (current.kind === "hang") return; // never answers; the client's timeout or abort must end it
    if (current.kind === "reply" || body.stream !== true) {
      const content = current.kind === "reply" ? current.content : (current.chunks ?? []).join("");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: 0,
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        }),
      );
      isFinished = true;
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const write = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finishReason: string | null, usage?: unknown) =>
      write({
        id: "chatcmpl-fake",
        object: "chat.completion.chunk",
        created: 0,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
        ...(usage ? { usage } : {}),
      });
    if (current.firstChunkDelayMs) await sleep(current.firstChunkDelayMs);
    for (const [index, text] of current.chunks.entries()) {
      if (res.destroyed) return;
      if (index === 0) firstChunkAt = performance.now();
      chunk(index === 0 ? { role: "assistant", content: text } : { content: text }, null);
      if (current.delayMs) await sleep(current.delayMs);
    }
    chunk({}, "stop");
    write({
      id: "chatcmpl-fake",
      object: "chat.completion.chunk",
      created: 0,
      model: body.model,
      choices: [],
      usage: { prompt_tokens: 42, completion_tokens: current.chunks.length, total_tokens: 42 + current.chunks.length },
    });
    res.end("data: [DONE]\n\n");
    isFinished = true;
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour(next: FakeBehaviour) {
      behaviour = next;
    },
    get abortedRequests() {
      return abortedRequests;
    },
    get firstChunkAt() {
      return firstChunkAt;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    closeAllConnections: () => server.closeAllConnections(),
  };
}

/** The reply that repeats the first sentence of the request's system message. */
function echoOf(body: Record<string, unknown>): Extract<FakeBehaviour, { kind: "stream" }> {
  const messages = Array.isArray(body.messages) ? (body.messages as { role?: string; content?: unknown }[]) : [];
  const system = messages.find((message) => message.role === "system")?.content;
  const first = typeof system === "string" ? (system.split(/(?<=[.!?])\s/)[0] ?? "") : "";
  return { kind: "stream", chunks: [`The provider was told: ${first}`] };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
