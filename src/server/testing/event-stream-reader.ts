/** One block of a server-sent-events stream: an event (`event:` and `data:` lines) or a comment. */
interface StreamBlock {
  /** The event's name; "message" when the block has data but no name; absent for a comment. */
  event?: string;
  data?: string;
  /** The text of a comment line (`: heartbeat`). */
  comment?: string;
  /** performance.now() when the block had arrived whole. */
  at: number;
}

/**
 * Reads a server-sent-events body as it arrives, so a test waits for exactly what it needs (an event, a
 * comment, the end of the stream), each with a deadline, instead of sleeping. Blocks are read in order
 * and each is consumed once.
 */
export class EventStreamReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = "";
  private isDone = false;
  /** A read still waiting for bytes when a deadline passed: the next wait takes it over. */
  private pendingRead: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  /** The data (parsed JSON) of the next event called `name`, skipping the blocks before it. */
  async event(name: string, timeoutMs: number): Promise<{ data: unknown; at: number }> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const block = await this.next(deadline, `no '${name}' event within ${timeoutMs} ms`);
      if (!block) throw new Error(`the stream ended before a '${name}' event`);
      if (block.event === name) return { data: JSON.parse(block.data ?? "null") as unknown, at: block.at };
    }
  }

  /** Resolves at the next comment line with this text (`heartbeat`), skipping the blocks before it. */
  async comment(text: string, timeoutMs: number): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const block = await this.next(deadline, `no '${text}' comment within ${timeoutMs} ms`);
      if (!block) throw new Error(`the stream ended before a '${text}' comment`);
      if (block.comment === text) return;
    }
  }

  /**
   * Reads to the end of the stream: resolves with how long that took and the events still read on the
   * way; rejects if the stream is still open at the deadline.
   */
  async end(timeoutMs: number): Promise<{ ms: number; events: { event: string; data: unknown }[] }> {
    const startedAt = performance.now();
    const events: { event: string; data: unknown }[] = [];
    for (;;) {
      const block = await this.next(startedAt + timeoutMs, `the stream was still open after ${timeoutMs} ms`);
      if (!block) return { ms: performance.now() - startedAt, events };
      if (block.event) events.push({ event: block.event, data: JSON.parse(block.data ?? "null") as unknown });
    }
  }

  /** Stops reading and cancels the body (the server sees the client leave). */
  async close(): Promise<void> {
    await this.reader.cancel().catch(() => {});
  }

  /** The next whole block, or null at the end of the stream; rejects with `timeoutMessage` at `deadline`. */
  private async next(deadline: number, timeoutMessage: string): Promise<StreamBlock | null> {
    for (;;) {
      const end = this.buffer.indexOf("\n\n");
      if (end >= 0) {
        const raw = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        return parseBlock(raw);
      }
      if (this.isDone) return null;
      const chunk = await this.read(deadline, timeoutMessage);
      if (chunk.done) this.isDone = true;
      else this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  private async read(deadline: number, timeoutMessage: string): Promise<ReadableStreamReadResult<Uint8Array>> {
    this.pendingRead ??= this.reader.read();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(timeoutMessage)), Math.max(0, deadline - performance.now()));
    });
    try {
      const chunk = await Promise.race([this.pendingRead, timeout]);
      this.pendingRead = null;
      return chunk;
    } finally {
      clearTimeout(timer);
    }
  }
}

function parseBlock(raw: string): StreamBlock {
  const block: StreamBlock = { at: performance.now() };
  const data: string[] = [];
  for (const line of raw.split("\n")) {
    if (line.startsWith(":")) block.comment = line.slice(1).trim();
    else if (line.startsWith("event:")) block.event = line.slice("event:".length).trim();
    else if (line.startsWith("data:")) data.push(line.slice("data:".length).replace(/^ /, ""));
  }
  if (data.length > 0) {
    block.data = data.join("\n");
    block.event ??= "message";
  }
  return block;
}
