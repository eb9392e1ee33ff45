import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** From the first byte written to the end of the answer. */
  ms: number;
}

/**
 * One HTTP/1.1 GET over a plain socket, with the request target and Host sent exactly as given (like
 * `curl --path-as-is -H 'Host: …'`): fetch would normalize the path and ignores a Host header.
 */
export function rawGet(
  port: number,
  target: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let startedAt = 0;
    socket.once("connect", () => {
      const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      startedAt = performance.now();
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${extra.join("")}Connection: close\r\n\r\n`);
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("error", reject);
    socket.once("end", () => {
      const ms = performance.now() - startedAt;
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const answerHeaders: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        answerHeaders[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers: answerHeaders, body: rest.join("\r\n\r\n"), ms });
    });
  });
}

/** The middle value (the slowest of a run is often the machine, not the server). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
