import { z } from "zod";

// The collections' zod schemas as JSON Schema: what the editor's fields and the translations' checks are read from.

export const PATTERN_MESSAGE = "x-pattern-message";

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  title?: string;
  description?: string;
  widget?: string;
  [PATTERN_MESSAGE]?: string;
};

type CheckDef = { format?: string; error?: (issue: unknown) => unknown };

function messageOf(check: CheckDef): string | undefined {
  try {
    const message = check.error?.({});
    return typeof message === "string" ? message : undefined;
  } catch {
    return undefined;
  }
}

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const { checks } = (zodSchema as { _zod: { def: { checks?: Array<{ _zod: { def: CheckDef } }> } } })
        ._zod.def;
      const regex = checks?.map((check) => check._zod.def).find((def) => def.format === "regex");
      const message = regex && messageOf(regex);
      if (message) (jsonSchema as JsonSchema)[PATTERN_MESSAGE] = message;
    },
  }) as JsonSchema;
}

/** The types a value can take, without null (which only makes it optional). */
export function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return [...new Set(schema.anyOf.flatMap(typesOf))];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.filter((type) => type !== "null");
}

export function withoutNull(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf?.filter((branch) => branch.type !== "null");
  if (branches?.length === 1 && branches[0]) {
    const { anyOf: _anyOf, ...rest } = schema;
    return { ...rest, ...branches[0] };
  }
  if (Array.isArray(schema.type)) return { ...schema, type: typesOf(schema) };
  return schema;
}

export function isNullable(schema: JsonSchema) {
  return (
    (Array.isArray(schema.type) && schema.type.includes("null")) ||
    Boolean(schema.anyOf?.some((branch) => branch.type === "null"))
  );
}


/** The editor's image fields: a text named `image`, `…Image`, or marked as one. */
export function isImageField(name: string, schema: JsonSchema) {
  return typesOf(schema).includes("string") && (schema.widget === "image" || /(?:^image|Image)$/.test(name));
}

/**
 * Whether a value is words a translation may change (docs/decisions/0065): a free text, not a choice from a list,
 * a date, an address, an image, a pattern (an id, a slug) or a number. Lists and groups are walked, not judged.
 */
export function isTranslatableText(name: string, raw: JsonSchema): boolean {
  const schema = withoutNull(raw);
  if (schema.const !== undefined || schema.enum || isImageField(name, schema)) return false;
  if (schema.anyOf) return schema.anyOf.some((branch) => isTranslatableText(name, branch));
  return typesOf(schema).includes("string") && !schema.format && !schema.pattern;
}
