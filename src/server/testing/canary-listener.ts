import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A server on 127.0.0.1 that must hear nothing: it counts every connection made to it (a TLS handshake
 * as much as a plain HTTP request) and every request, and answers 404 to what it gets.
 */
export class CanaryListener {
  connections = 0;
  readonly requests: string[] = [];
  port = 0;
  private readonly server: Server;

  constructor() {
    this.server = createServer((request, response) => {
      this.requests.push(`${request.method} ${request.url}`);
      response.writeHead(404).end();
    });
    this.server.on("connection", () => (this.connections += 1));
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
