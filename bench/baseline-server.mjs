// The benchmark's baseline: a bare node:http server answering the same reading JSON from memory, with no
// framework, middleware, logging or headers beyond what Node writes itself.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const readings = JSON.parse(readFileSync(process.argv[2], "utf8"));
const bodies = new Map(Object.entries(readings).map(([dice, reading]) => [dice, JSON.stringify(reading)]));
const server = createServer((request, response) => {
  const body = bodies.get(request.url.slice("/api/readings/".length));
  response.writeHead(body ? 200 : 404, { "content-type": "application/json" });
  response.end(body ?? "{}");
});
server.listen(Number(process.argv[3]), "127.0.0.1", () => process.send?.("ready"));
