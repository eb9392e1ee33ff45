import { describe, expect, it } from "vitest";
import { ApiContract, type OpenApiDocument } from "./api-contract";

const errorSchema = {
  type: "object",
  properties: {
    error: {
      type: "object",
      properties: { code: { type: "string", pattern: "^[a-z][a-z0-9_]*$" }, message: { type: "string" } },
      required: ["code", "message"],
    },
  },
  required: ["error"],
};
const json = (schema: unknown) => ({ content: { "application/json": { schema } } });

/** A small 3.1 document with the constructs zod-to-openapi writes: type arrays with null, const, anyOf, $ref. */
const DOCUMENT: OpenApiDocument = {
  openapi: "3.1.0",
  components: {
    schemas: {
      Error: errorSchema,
      Thing: {
        type: "object",
        properties: {
          id: { type: "string" },
          note: { type: ["string", "null"] },
          kind: { type: "string", const: "thing" },
          size: { anyOf: [{ type: "number" }, { type: "null" }] },
        },
        required: ["id", "note", "kind", "size"],
      },
      // A schema that reaches another through a third: each operation is given the schemas it refers to.
      Shelf: { type: "object", properties: { rows: { type: "array", items: { $ref: "#/components/schemas/Row" } } } },
      Row: { type: "object", properties: { first: { $ref: "#/components/schemas/Thing" } }, required: ["first"] },
      Unused: { type: "object", properties: { self: { $ref: "#/components/schemas/Unused" } } },
    },
  },
  paths: {
    "/api/things/{id}": {
      get: {
        responses: {
          200: json({ $ref: "#/components/schemas/Thing" }),
          404: json({ $ref: "#/components/schemas/Error" }),
        },
      },
      delete: { responses: { 204: {}, 303: {} } },
    },
    "/api/shelves/{id}": { get: { responses: { 200: json({ $ref: "#/components/schemas/Shelf" }) } } },
    "/api/things/special": { get: { responses: { 200: { content: { "text/event-stream": { schema: {} } } } } } },
  },
};

const contract = new ApiContract(DOCUMENT);
const answer = (body: unknown, status = 200, type = "application/json") =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": type } });
const thing = { id: "1", note: null, kind: "thing", size: null };

describe("the API contract check", () => {
  it("accepts an answer whose status, content type and body the document declares", async () => {
    expect(await contract.check("GET", "/api/things/1", answer(thing))).toEqual([]);
    expect(await contract.check("GET", "/api/things/1", answer({ ...thing, note: "n", size: 3 }))).toEqual([]);
    expect(
      await contract.check("GET", "/api/things/1", answer({ error: { code: "not_found", message: "No" } }, 404)),
    ).toEqual([]);
    expect(await contract.check("DELETE", "/api/things/1", new Response(null, { status: 204 }))).toEqual([]);
  });

  it("refuses a body that does not match its schema", async () => {
    const [problem] = await contract.check("GET", "/api/things/1", answer({ ...thing, kind: "other", note: 3 }));
    expect(problem).toMatch(/not valid/);
    expect(await contract.check("GET", "/api/things/1", answer({ id: "1" }))).toHaveLength(1);
    expect(await contract.check("GET", "/api/things/1", answer("{not json"))).toHaveLength(1);
    const badCode = answer({ error: { code: "NOT_FOUND", message: "No" } }, 404);
    expect(await contract.check("GET", "/api/things/1", badCode)).toHaveLength(1);
  });

  it("follows a schema's references through other schemas", async () => {
    expect(await contract.check("GET", "/api/shelves/1", answer({ rows: [{ first: thing }] }))).toEqual([]);
    const [problem] = await contract.check("GET", "/api/shelves/1", answer({ rows: [{ first: { id: 1 } }] }));
    expect(problem).toMatch(/not valid/);
    expect(await contract.check("GET", "/api/shelves/1", answer({ rows: [{}] }))).toHaveLength(1);
  });

  it("refuses an undeclared status, an undeclared content type, and a body where none is declared", async () => {
    expect((await contract.check("GET", "/api/things/1", answer(thing, 201)))[0]).toMatch(/status not declared/);
    expect((await contract.check("GET", "/api/things/1", answer("<p>", 200, "text/html")))[0]).toMatch(
      /content type text\/html/,
    );
    expect((await contract.check("DELETE", "/api/things/1", answer("x", 303, "text/plain")))[0]).toMatch(/no body/);
  });

  it("prefers a literal path over a parameter, and does not read a stream", async () => {
    const stream = new Response(new ReadableStream({ start: () => {} }), {
      headers: { "content-type": "text/event-stream" },
    });
    expect(await contract.check("GET", "/api/things/special", stream)).toEqual([]);
  });

  it("lets an undeclared request be answered only by an error in the envelope", async () => {
    const notFound = answer({ error: { code: "not_found", message: "No such endpoint" } }, 404);
    expect(await contract.check("POST", "/api/things/1", notFound)).toEqual([]);
    expect(await contract.check("GET", "/api/nothing", answer({ ok: true }))).toHaveLength(1);
    expect(await contract.check("GET", "/api/nothing", answer({ message: "no" }, 404))).toHaveLength(1);
  });

  it("throws with the problems from assert", async () => {
    await expect(contract.assert("GET", "/api/things/1", answer({}))).rejects.toThrow(
      /does not match the API document/,
    );
  });
});
