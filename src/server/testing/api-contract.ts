import OpenAPIResponseValidator from "openapi-response-validator";

/**
 * Checks answers against the API's OpenAPI document with a validator we did not write
 * (openapi-response-validator, Ajv underneath): the status must be declared for the operation, the
 * content type must be one the document declares for that status, and a JSON body must match its
 * schema. The document is OpenAPI 3.1; its schemas (`type: [..., "null"]`, `const`, `anyOf`) are JSON
 * Schema that Ajv validates as they are, so nothing is transformed.
 */

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

/** Answers the server gives before any route is chosen, for any path: overlong address, foreign host. */
const BEFORE_ROUTING = new Set([414, 421]);
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

interface CompiledOperation {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  operation: Operation;
  validator: OpenAPIResponseValidator;
}

/** An answer's problems against the document (empty when it conforms). */
export type ContractProblems = string[];

export class ApiContract {
  private readonly operations: CompiledOperation[];
  private readonly errorValidator: OpenAPIResponseValidator;

  constructor(readonly document: OpenApiDocument) {
    this.operations = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => METHODS.includes(method))
          .map(([method, operation]) => {
            const responses = jsonSchemas(operation);
            return {
              method,
              path,
              pattern: pathPattern(path),
              params: (path.match(/\{/g) ?? []).length,
              operation,
              validator: new OpenAPIResponseValidator({
                responses: responses as never,
                components: componentsFor(document, responses) as never,
              }),
            };
          }),
      )
      // A literal segment wins over a parameter (`/sessions/revoke-others` before `/sessions/{id}`).
      .sort((a, b) => a.params - b.params);
    const errorResponses = {
      default: { content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
    };
    this.errorValidator = new OpenAPIResponseValidator({
      responses: errorResponses,
      components: componentsFor(document, errorResponses),
    } as never);
  }

  /** The declared operation a request reaches, if any. */
  operationFor(method: string, pathname: string): CompiledOperation | undefined {
    const lower = method.toLowerCase();
    return this.operations.find((entry) => entry.method === lower && entry.pattern.test(pathname));
  }

  /** Every declared operation, as `{method, path}` with `{name}` parameters. */
  endpoints(): Array<{ method: string; path: string; operation: Operation }> {
    return this.operations.map(({ method, path, operation }) => ({ method, path, operation }));
  }

  /**
   * The problems of one answer. An undeclared operation (an unknown path or method) and the answers given
   * before routing must be errors in the envelope. Streams and other non-JSON bodies are not read.
   */
  async check(method: string, url: string, response: Response): Promise<ContractProblems> {
    const pathname = new URL(url, "http://localhost").pathname;
    const where = `${method.toUpperCase()} ${pathname} → ${response.status}`;
    const type = mediaTypeOf(response);
    const found = this.operationFor(method, pathname);
    if (!found || BEFORE_ROUTING.has(response.status)) {
      if (response.status < 400) return [`${where}: no operation of the document answers this request`];
      if (type !== "application/json") return [`${where}: an error must be JSON, got ${type || "no content type"}`];
      const body = await readJson(response);
      if (!body.ok) return [`${where}: the body is not JSON: ${body.text}`];
      return describe(where, this.errorValidator.validateResponse("default", body.value));
    }
    const declared = found.operation.responses[String(response.status)];
    if (!declared) {
      const statuses = Object.keys(found.operation.responses).join(", ");
      return [`${where}: status not declared for ${found.method.toUpperCase()} ${found.path} (declared: ${statuses})`];
    }
    const types = Object.keys(declared.content ?? {});
    if (types.length === 0) {
      if (method.toUpperCase() === "HEAD") return [];
      const text = await response.clone().text();
      return text === "" ? [] : [`${where}: the document declares no body, got ${JSON.stringify(text.slice(0, 200))}`];
    }
    if (!types.includes(type)) return [`${where}: content type ${type || "(none)"} is not one of ${types.join(", ")}`];
    if (type !== "application/json" || method.toUpperCase() === "HEAD") return [];
    const body = await readJson(response);
    if (!body.ok) return [`${where}: the body is not JSON: ${body.text}`];
    return describe(where, found.validator.validateResponse(response.status, body.value));
  }

  /** Throws with every problem when the answer does not conform. */
  async assert(method: string, url: string, response: Response): Promise<void> {
    const problems = await this.check(method, url, response);
    if (problems.length > 0) throw new Error(`The answer does not match the API document:\n${problems.join("\n")}`);
  }
}

/** `/api/casts/{id}` → a pattern for one path segment per parameter. */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${source}$`);
}

/** Per status, the JSON schema its JSON body must match (statuses without JSON declare none). */
function jsonSchemas(operation: Operation) {
  const responses: Record<string, ResponseObject> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    const json = response.content?.["application/json"];
    responses[status] = json ? { content: { "application/json": json } } : {};
  }
  return responses;
}

const SCHEMA_REF = "#/components/schemas/";

/**
 * The document's components with only the schemas that `root` refers to, directly or through each other.
 * The validator prepares every schema it is given, so handing each operation all 135 of them cost some
 * 13 seconds per test worker, before the first answer could be checked.
 */
function componentsFor(document: OpenApiDocument, root: unknown): Record<string, unknown> {
  const all = ((document.components ?? {}) as { schemas?: Record<string, unknown> }).schemas ?? {};
  const needed: Record<string, unknown> = {};
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key === "$ref" && typeof inner === "string" && inner.startsWith(SCHEMA_REF)) {
          const name = inner.slice(SCHEMA_REF.length);
          if (!(name in needed) && name in all) {
            needed[name] = all[name];
            pending.push(all[name]);
          }
        } else pending.push(inner);
      }
    }
  }
  return { ...document.components, schemas: needed };
}

function mediaTypeOf(response: Response): string {
  return (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false; text: string }> {
  const text = await response.clone().text();
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, text: JSON.stringify(text.slice(0, 200)) };
  }
}

function describe(where: string, result: { message: string; errors?: unknown[] } | undefined | void): string[] {
  if (!result) return [];
  return [`${where}: ${result.message} ${JSON.stringify(result.errors ?? []).slice(0, 1500)}`];
}

let loaded: Promise<ApiContract> | null = null;
/** The contract of the document the app serves, loaded once per test file from `GET /api/openapi.json`. */
export function loadApiContract(fetchDocument: () => Promise<Response>): Promise<ApiContract> {
  loaded ??= fetchDocument().then(async (response) => new ApiContract((await response.json()) as OpenApiDocument));
  return loaded;
}
