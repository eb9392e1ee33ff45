import fc from "fast-check";

/**
 * fast-check values from the JSON Schemas of the API document (the subset zod-to-openapi writes: type
 * and type arrays with null, const, enum, anyOf/oneOf, $ref to components, properties/required/
 * additionalProperties, items, min/max lengths, pattern, format, minimum/maximum): values that match
 * a schema (`validValue`) and values that break it (`invalidValue`), for the fuzz suite.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
};

/** Where `$ref`s point: the document's `components.schemas`. */
export type SchemaComponents = Record<string, JsonSchema>;

const MAX_GENERATED_LENGTH = 60;
/** Text without surrounding spaces (a trimmed field takes it as it is). */
const plainText = (minLength: number, maxLength: number) =>
  fc
    .string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCXYZ0123456789-_.@éø✨"), minLength, maxLength })
    .filter((value) => value.length >= minLength);

function resolve(schema: JsonSchema, components: SchemaComponents): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/components\/schemas\//, "");
  const target = components[name];
  if (!target) throw new Error(`Unknown schema ${schema.$ref}`);
  return resolve(target, components);
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ["object"];
  return ["string", "integer", "boolean", "null"];
}

/** Values the schema accepts. */
export function validValue(raw: JsonSchema, components: SchemaComponents = {}): fc.Arbitrary<unknown> {
  const schema = resolve(raw, components);
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, components)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], components);
  return fc.oneof(...typesOf(schema).map((type) => validOfType(type, schema, components)));
}

function validOfType(type: string, schema: JsonSchema, components: SchemaComponents): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "array":
      return fc.array(schema.items ? validValue(schema.items, components) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case "object": {
      // Each optional property is left out half the time (fast-check's record keeps one five times in
      // six), so that bodies whose rules tie optional fields together (the cast's: a client seed goes
      // with a commitment, own dice with nothing else) come out whole often enough.
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).map(([name, property]) => {
        const value = validValue(property, components).map((valid): [string, unknown] => [name, valid]);
        return required.has(name) ? value : fc.option(value, { freq: 2, nil: null });
      });
      return fc
        .tuple(...entries)
        .map((pairs) => Object.fromEntries(pairs.filter((pair): pair is [string, unknown] => pair !== null)));
    }
    default:
      return validString(schema);
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? MAX_GENERATED_LENGTH;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "email") return fc.emailAddress().filter(fits);
  if (schema.format === "date-time") {
    return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString());
  }
  return plainText(minLength, Math.min(maxLength, Math.max(minLength, MAX_GENERATED_LENGTH)));
}

/** A value of another JSON type than any the schema allows (or any value, when it allows every type). */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const allowed = new Set(typesOf(schema).map((type) => (type === "integer" ? "number" : type)));
  const candidates: Array<[string, fc.Arbitrary<unknown>]> = [
    ["string", fc.string({ maxLength: 20 })],
    ["number", fc.oneof(fc.integer(), fc.double({ noNaN: true }))],
    ["boolean", fc.boolean()],
    ["null", fc.constant(null)],
    ["array", fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 })],
    ["object", fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 })],
  ];
  const wrong = candidates.filter(([type]) => !allowed.has(type)).map(([, arbitrary]) => arbitrary);
  return wrong.length > 0 ? fc.oneof(...wrong) : null;
}

/**
 * Values the schema refuses: a wrong type, a string too short, too long or off its pattern, a number out
 * of range, a value off its enum, an object missing a required property or with one broken.
 */
export function invalidValue(raw: JsonSchema, components: SchemaComponents = {}): fc.Arbitrary<unknown> {
  const schema = resolve(raw, components);
  const broken: fc.Arbitrary<unknown>[] = [];
  if ("const" in schema || schema.enum) {
    const allowed = "const" in schema ? [schema.const] : schema.enum!;
    return fc.string({ maxLength: 20 }).filter((value) => !allowed.includes(value));
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const type = choices.flatMap((choice) => typesOf(resolve(choice, components)));
    const wrongChoice = wrongType({ type });
    if (!wrongChoice) throw new Error(`Nothing refuses this schema: ${JSON.stringify(schema)}`);
    return wrongChoice;
  }
  const wrong = wrongType(schema);
  if (wrong) broken.push(wrong);
  const types = typesOf(schema);
  if (types.includes("string") && !schema.enum) {
    if (schema.maxLength !== undefined) {
      broken.push(fc.integer({ min: 1, max: 50 }).map((extra) => "x".repeat(schema.maxLength! + extra)));
    }
    if (schema.minLength) broken.push(fc.constant("x".repeat(schema.minLength - 1)));
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      // Printable strings, and short ones of line breaks, tabs and NULs: a pattern that refuses only control
      // characters (one line of text) is broken by the second, which the first never generates.
      const offPattern = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.string({
          unit: fc.constantFrom("\n", "\r", "\t", "\u0000", "a", " ", "-", "9"),
          minLength: 1,
          maxLength: 8,
        }),
      );
      broken.push(offPattern.filter((value) => !pattern.test(value)));
    }
  }
  if (types.includes("integer") || types.includes("number")) {
    if (schema.maximum !== undefined) broken.push(fc.integer({ min: 1, max: 1000 }).map((n) => schema.maximum! + n));
    if (schema.minimum !== undefined) broken.push(fc.integer({ min: 1, max: 1000 }).map((n) => schema.minimum! - n));
  }
  if (types.includes("object") && schema.properties) {
    const required = (schema.required ?? []).filter((name) => name in schema.properties!);
    const whole = validOfType("object", schema, components) as fc.Arbitrary<Record<string, unknown>>;
    if (required.length > 0) {
      broken.push(
        fc.tuple(whole, fc.constantFrom(...required)).map(([value, name]) => {
          const copy = { ...value };
          delete copy[name];
          return copy;
        }),
      );
    }
    const breakable = Object.entries(schema.properties).filter(([, property]) => canBreak(property, components));
    if (breakable.length > 0) {
      // One property broken, each as likely; each one's generator built once, not again for every value.
      broken.push(
        fc.oneof(
          ...breakable.map(([name, property]) =>
            fc.tuple(whole, invalidValue(property, components)).map(([value, bad]) => ({ ...value, [name]: bad })),
          ),
        ),
      );
    }
    if (schema.additionalProperties === false) {
      const known = new Set(Object.keys(schema.properties));
      broken.push(
        fc
          .tuple(
            whole,
            fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !known.has(key)),
            fc.jsonValue(),
          )
          .map(([value, key, extra]) => ({ ...value, [key]: extra })),
      );
    }
  }
  if (broken.length === 0) throw new Error(`Nothing refuses this schema: ${JSON.stringify(schema)}`);
  return fc.oneof(...broken);
}

/** True when some value breaks the schema (`{}` accepts anything). */
function canBreak(raw: JsonSchema, components: SchemaComponents = {}): boolean {
  try {
    invalidValue(raw, components);
    return true;
  } catch {
    return false;
  }
}
