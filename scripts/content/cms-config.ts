import type { CmsConfig, Collection, Field } from "@sveltia/cms";
import { z } from "zod";
import type { CollectionDescriptor } from "./collection.ts";

/**
 * The browser editor's configuration (/admin/config.yml, Sveltia CMS), generated from the collection descriptors
 * (scripts/content/load.ts `COLLECTIONS`) and their zod schemas: the same files, fields, types, options and
 * required flags that the build validates, so that what the editor saves builds. A new collection appears in the
 * editor once it is registered; nothing here names one.
 *
 * Each schema is read as JSON Schema (`z.toJSONSchema`) and each property becomes a field:
 * - a string is a one-line text box; an email address or web address is checked as one; an ISO date
 *   (`z.iso.date()`) is a date picker that saves `YYYY-MM-DD`; a pattern (`.regex(…)`) is checked with its message;
 * - a number is a number box (`z.int()` whole numbers only), with its minimum and maximum;
 * - a boolean is a switch; `z.enum([...])` a choice of its options (`z.array(z.enum(...))` several of them);
 * - an array of strings is a list of text boxes, an array of objects a list of groups of their fields, an object a
 *   group of its fields, a record of strings (`z.record`) a table of names and values;
 * - `.optional()`, `.nullable()` and `.default()` make a field optional; `.default(value)` also fills a new entry.
 *
 * What a schema can add for the editor, with zod's own metadata (`.meta({...})`):
 * - `title`: the field's label (otherwise the key, in words: `shortTitle` → "Short title");
 * - `description`: the hint under the field;
 * - `widget: "text"` for several lines of text, `"image"` for an uploaded image, `"markdown"` for formatted text.
 * A string field named `image` or ending in `Image` is an image: uploads go to `public/images/<collection>`, which
 * the site serves as `/images/<collection>/…`, and the editor shows it.
 *
 * What the editor cannot express (a unique id, a reference to another file, a value derived at build time) is left
 * to the build, which names the file and the field of each problem.
 */

/** The repository the hosted editor commits to, and how editors sign in (README, "Editing content in a browser"). */
export type CmsBackend = {
  /** "owner/name" of the GitHub repository. */
  repo: string;
  /** The branch the host builds from. */
  branch: string;
  /** The OAuth authenticator the editor signs in through (e.g. Sveltia CMS Authenticator); Netlify's by default. */
  authUrl?: string;
};

export type CmsConfigOptions = {
  backend: CmsBackend;
  /** The public site, linked from the editor's header. */
  siteUrl: string;
};

/** The JSON Schema of one property, as `z.toJSONSchema` writes it (only what the editor uses). */
type JsonSchema = {
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
  /** `.meta({ widget })` */
  widget?: string;
  /** The message of a `.regex(pattern, message)` check, kept by `toJsonSchema`. */
  [PATTERN_MESSAGE]?: string;
};

const PATTERN_MESSAGE = "x-pattern-message";

/** Where each collection's uploaded images go, and the address the site serves them at. */
export function mediaFolders(collection: string) {
  return { media_folder: `/public/images/${collection}`, public_folder: `/images/${collection}` };
}

/** The formats the site's pages show (browsers read them all); a phone's HEIC photo is refused with a message. */
const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif,image/svg+xml";

/**
 * Formatting the site's pages style (ProseHtml: headings 2 and 3, lists, links, emphasis, quotes, images): the
 * editor offers no more than that, and no code blocks (the site has none, and they would load a highlighter).
 */
const MARKDOWN_OPTIONS = {
  buttons: [
    "bold",
    "italic",
    "link",
    "heading-two",
    "heading-three",
    "quote",
    "bulleted-list",
    "numbered-list",
  ],
  editor_components: ["image"],
  linked_images: false,
} as const;

/** The owner's words for a key: `shortTitle` → "Short title", `faq` → "FAQ". */
export function labelOf(key: string) {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .split(" ")
    .filter(Boolean)
    .map((word) => (["faq", "url", "id", "seo"].includes(word) ? word.toUpperCase() : word));
  const [first = key, ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(" ");
}

/** A zod schema as JSON Schema, with each regex check's own message beside its pattern. */
function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const checks = (zodSchema as { _zod: { def: { checks?: Array<{ _zod: { def: CheckDef } }> } } })._zod
        .def.checks;
      const regex = checks?.map((check) => check._zod.def).find((def) => def.format === "regex");
      const message = regex ? messageOf(regex) : undefined;
      if (message) (jsonSchema as JsonSchema)[PATTERN_MESSAGE] = message;
    },
  }) as JsonSchema;
}

type CheckDef = { format?: string; error?: (issue: unknown) => unknown };

function messageOf(check: CheckDef): string | undefined {
  try {
    const message = check.error?.({});
    return typeof message === "string" ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The types a property can take, without null (which only makes it optional). */
function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return [...new Set(schema.anyOf.flatMap(typesOf))];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.filter((type) => type !== "null");
}

/** The one branch of `anyOf` that is not null (`.nullable()`), or the schema itself. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf?.filter((branch) => branch.type !== "null");
  return branches?.length === 1 && branches[0] ? { ...schema, ...branches[0], anyOf: undefined } : schema;
}

function isNullable(schema: JsonSchema) {
  return (
    (Array.isArray(schema.type) && schema.type.includes("null")) ||
    Boolean(schema.anyOf?.some((branch) => branch.type === "null"))
  );
}

type FieldContext = { collection: string; path: string };

/** The editor fields of an object schema's properties, in the schema's order. */
function objectFields(schema: JsonSchema, context: FieldContext): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), {
      ...context,
      path: context.path ? `${context.path}.${name}` : name,
    }),
  );
}

/** One property as an editor field. */
function fieldOf(name: string, raw: JsonSchema, required: boolean, context: FieldContext): Field {
  const schema = withoutNull(raw);
  const common = {
    name,
    label: schema.title ?? labelOf(name),
    ...(required && !isNullable(raw) && schema.default === undefined ? {} : { required: false }),
    ...(schema.description ? { hint: schema.description } : {}),
  };
  const withDefault = <T extends object>(field: T): T =>
    schema.default === undefined ? field : { ...field, default: schema.default };
  const types = typesOf(schema);

  if (schema.const !== undefined) return { ...common, widget: "hidden", default: schema.const } as Field;
  if (schema.enum) return withDefault({ ...common, widget: "select", options: schema.enum }) as Field;

  if (schema.widget === "image" || (types.includes("string") && /(?:^image|Image)$/.test(name)))
    return {
      ...common,
      widget: "image",
      accept: IMAGE_TYPES,
      choose_url: false,
      ...mediaFolders(context.collection),
    } as Field;
  if (schema.widget === "markdown") return { ...common, widget: "markdown", ...MARKDOWN_OPTIONS } as Field;

  const [type, ...otherTypes] = types;
  if (otherTypes.length > 0) {
    // A text or a number (a promise such as "24 hours" or 14): the text box accepts both.
    if (types.every((candidate) => ["string", "number", "integer"].includes(candidate)))
      return withDefault({ ...common, widget: "string" }) as Field;
    throw new Error(`${context.path}: the editor has no field for a value of types ${types.join(", ")}`);
  }

  switch (type) {
    case "string":
      return withDefault(stringField(schema, common));
    case "integer":
    case "number":
      return withDefault({
        ...common,
        widget: "number",
        value_type: type === "integer" ? "int" : "float",
        ...numberLimits(schema, type === "integer"),
      }) as Field;
    case "boolean":
      return withDefault({ ...common, widget: "boolean" }) as Field;
    case "array":
      return withDefault(listField(schema, common, context)) as Field;
    case "object": {
      if (schema.properties)
        return withDefault({
          ...common,
          widget: "object",
          fields: objectFields(schema, context),
        }) as Field;
      const values = typeof schema.additionalProperties === "object" ? schema.additionalProperties : {};
      if (typesOf(values).every((candidate) => ["string", "number", "integer"].includes(candidate)))
        return withDefault({
          ...common,
          widget: "keyvalue",
          key_label: "Name",
          value_label: "Value",
        }) as Field;
      throw new Error(
        `${context.path}: the editor has no field for a record of ${typesOf(values).join(", ")}`,
      );
    }
    default:
      throw new Error(`${context.path}: the editor has no field for a value of type ${type ?? "unknown"}`);
  }
}

type Common = { name: string; label: string; required?: boolean; hint?: string };

function stringField(schema: JsonSchema, common: Common): Field {
  if (schema.format === "date")
    return { ...common, widget: "datetime", type: "date", format: "YYYY-MM-DD" } as Field;
  const widget = schema.widget === "text" ? "text" : "string";
  const type = schema.format === "email" ? "email" : schema.format === "uri" ? "url" : undefined;
  // Formats carry zod's own long pattern (an email address's): the input type checks those.
  const pattern =
    schema.pattern && !schema.format
      ? ([schema.pattern, schema[PATTERN_MESSAGE] ?? `Expected text matching ${schema.pattern}`] as [
          string,
          string,
        ])
      : undefined;
  return {
    ...common,
    widget,
    ...(type && widget === "string" ? { type } : {}),
    ...(pattern ? { pattern } : {}),
    ...(schema.minLength && schema.minLength > 1 ? { minlength: schema.minLength } : {}),
    ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
  } as Field;
}

function numberLimits(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : 0;
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + step);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - step);
  return {
    ...(min !== undefined && Math.abs(min) < Number.MAX_SAFE_INTEGER ? { min } : {}),
    ...(max !== undefined && Math.abs(max) < Number.MAX_SAFE_INTEGER ? { max } : {}),
  };
}

function listField(schema: JsonSchema, common: Common, context: FieldContext): Field {
  const items = withoutNull(schema.items ?? {});
  const limits = {
    ...(schema.minItems ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
  };
  if (items.enum)
    return { ...common, widget: "select", multiple: true, options: items.enum, ...limits } as Field;
  if (typesOf(items).includes("object") && items.properties)
    return { ...common, widget: "list", ...limits, fields: objectFields(items, context) } as Field;
  // One text box per item, under the list's own label.
  const item = fieldOf("item", items, true, { ...context, path: `${context.path}[]` });
  return { ...common, widget: "list", ...limits, field: { ...item, label: common.label } } as Field;
}

/** The property a new file's name is made from: its title, or its first required text. */
function identifierOf(schema: JsonSchema) {
  const properties = schema.properties ?? {};
  if (properties.title) return "title";
  return (schema.required ?? []).find((key) => typesOf(properties[key] ?? {}).includes("string"));
}

/** One descriptor as an editor collection. */
export function collectionOf(descriptor: CollectionDescriptor): Collection {
  const schema = toJsonSchema(descriptor.schema);
  if (typesOf(schema)[0] !== "object" || !schema.properties)
    throw new Error(`${descriptor.name}: the editor needs an object schema (z.strictObject)`);
  const context = { collection: descriptor.name, path: descriptor.name };
  const fields = objectFields(schema, context);
  const base = { name: descriptor.name, label: descriptor.label, description: descriptor.description };
  if (descriptor.files.kind === "file") {
    return {
      ...base,
      files: [{ name: descriptor.name, label: descriptor.label, file: descriptor.files.file, fields }],
    } as Collection;
  }
  const identifier = identifierOf(schema);
  const hasImages = JSON.stringify(fields).includes('"widget":"image"');
  return {
    ...base,
    folder: descriptor.files.folder,
    extension: "md",
    format: "yaml-frontmatter",
    create: true,
    ...(identifier ? { identifier_field: identifier, slug: "{{slug}}" } : {}),
    ...(hasImages ? mediaFolders(descriptor.name) : {}),
    fields: [
      ...fields,
      { name: "body", label: descriptor.files.body, widget: "markdown", ...MARKDOWN_OPTIONS } as Field,
    ],
  } as Collection;
}

/** The whole configuration: backend, media, output rules and one collection per descriptor. */
export function buildCmsConfig(
  collections: ReadonlyArray<CollectionDescriptor>,
  { backend, siteUrl }: CmsConfigOptions,
): CmsConfig {
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
    },
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: "/favicon.svg",
    // Images the editor adds outside a collection's own folder (a body's inline image) go where the site serves them.
    media_folder: "public/images",
    public_folder: "/images",
    // An optional field left empty is left out of the file, as the schema expects (not written as "").
    output: { omit_empty_optional_fields: true },
    slug: { encoding: "ascii", clean_accents: true },
    collections: collections.map(collectionOf),
  } as CmsConfig;
}
