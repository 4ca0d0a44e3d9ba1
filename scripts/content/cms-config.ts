import type { CmsConfig, Collection, Field } from "@sveltia/cms";

import type { CollectionDescriptor } from "./collection.ts";
import {
  isImageField,
  isNullable,
  isTranslatableText,
  type JsonSchema,
  PATTERN_MESSAGE,
  toJsonSchema,
  typesOf,
  withoutNull,
} from "./json-schema.ts";

// The editor's configuration, generated from the collections' schemas so that what it saves builds (decision 0011).

export type CmsBackend = {
  repo: string;
  branch: string;
  authUrl?: string;
  /** A private repository (CMS_GITHUB_PRIVATE=1): GitHub's `repo` scope instead of `public_repo`. */
  privateRepo?: boolean;
};

/** It hands the owner's GitHub token to the editor: anything but an https:// URL stops the build. */
export function readAuthUrl(value: string | undefined) {
  const text = value?.trim();
  if (!text) return undefined;
  let protocol = "";
  try {
    protocol = new URL(text).protocol;
  } catch {
    throw new Error(`CMS_AUTH_URL is not a URL: ${text}`);
  }
  if (protocol !== "https:")
    throw new Error(
      `CMS_AUTH_URL must be an https:// URL (the sign-in sends the owner's GitHub token through it): ${text}`,
    );
  return text;
}

export type CmsConfigOptions = {
  backend: CmsBackend;
  siteUrl: string;
  logoUrl?: string;
  /** content/site.yml `languages`: with more than one, every collection is edited in each (decision 0067). */
  languages?: ReadonlyArray<string>;
};

type Context = {
  collection: string;
  path: string;
  /** Whether the site has further languages: each field then says whether a translation holds it. */
  translated?: boolean;
};

export function mediaFolders(collection: string) {
  return { media_folder: `/public/images/${collection}`, public_folder: `/images/${collection}` };
}

/** No HEIC, which browsers cannot show, and no SVG, which can carry script (decision 0016). */
export const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** Every upload is a commit the repository keeps forever. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Only what ProseHtml styles; no code blocks, which would load a highlighter. */
export const MARKDOWN_OPTIONS = {
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
};

const TEXT_OR_NUMBER = ["string", "number", "integer"];

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

function objectFields(schema: JsonSchema, context: Context): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), { ...context, path: `${context.path}.${name}` }),
  );
}

type Common = { name: string; label: string; required?: false; hint?: string };

function fieldOf(name: string, raw: JsonSchema, required: boolean, context: Context): Field {
  const field = plainFieldOf(name, raw, required, context);
  return context.translated ? withI18n(field, name, raw) : field;
}

type Nested = { i18n?: boolean; fields?: Field[]; field?: Field };

/**
 * A translation (content/{code}/…) holds a field's value when it is words (`isTranslatableText`), and a list or
 * group when it holds any: Sveltia leaves every other field out of the translation's file (`i18n` false, its default).
 */
function withI18n(field: Field, name: string, raw: JsonSchema): Field {
  const nested = field as Nested;
  const translatable = nested.fields
    ? nested.fields.some((subfield) => (subfield as Nested).i18n === true)
    : nested.field
      ? (nested.field as Nested).i18n === true
      : isTranslatableText(name, raw);
  return translatable ? ({ ...field, i18n: true } as Field) : field;
}

function plainFieldOf(name: string, raw: JsonSchema, required: boolean, context: Context): Field {
  const schema = withoutNull(raw);
  const optional = !required || isNullable(raw) || schema.default !== undefined;
  const common: Common = {
    name,
    label: schema.title ?? labelOf(name),
    ...(optional ? { required: false } : {}),
    ...(schema.description ? { hint: schema.description } : {}),
  };
  const withDefault = (field: object) =>
    (schema.default === undefined ? field : { ...field, default: schema.default }) as Field;
  const types = typesOf(schema);

  if (schema.const !== undefined) return { ...common, widget: "hidden", default: schema.const } as Field;
  if (schema.enum) return withDefault({ ...common, widget: "select", options: schema.enum });
  if (isImageField(name, schema))
    return {
      ...common,
      widget: "image",
      accept: IMAGE_TYPES,
      choose_url: false,
      ...mediaFolders(context.collection),
    } as Field;
  if (schema.widget === "markdown")
    return withDefault({ ...common, widget: "markdown", ...MARKDOWN_OPTIONS });
  // A text or a number (a promise such as "24 hours" or 14): a text box takes both.
  if (types.length > 1 && types.every((type) => TEXT_OR_NUMBER.includes(type)))
    return withDefault({ ...common, widget: "string" });

  const [type, ...others] = types;
  if (others.length > 0)
    throw new Error(`${context.path}: the editor has no field for ${types.join(" or ")}`);
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
      });
    case "boolean":
      return withDefault({ ...common, widget: "boolean" });
    case "array":
      return withDefault(listField(schema, common, context));
    case "object":
      if (schema.properties)
        return withDefault({ ...common, widget: "object", fields: objectFields(schema, context) });
      if (typeof schema.additionalProperties === "object") {
        const values = typesOf(schema.additionalProperties);
        if (values.every((value) => TEXT_OR_NUMBER.includes(value)))
          return withDefault({ ...common, widget: "keyvalue", key_label: "Name", value_label: "Value" });
      }
      throw new Error(`${context.path}: the editor has no field for this group of values`);
    default:
      throw new Error(`${context.path}: the editor has no field for a value of type ${type ?? "unknown"}`);
  }
}

function stringField(schema: JsonSchema, common: Common) {
  if (schema.format === "date") return { ...common, widget: "datetime", type: "date", format: "YYYY-MM-DD" };
  const widget = schema.widget === "text" ? "text" : "string";
  // An email or web address is checked by its input type: zod's own pattern for an email address is its own.
  const type = schema.format === "email" ? "email" : schema.format === "uri" ? "url" : undefined;
  const pattern =
    schema.pattern && !type
      ? [schema.pattern, schema[PATTERN_MESSAGE] ?? `Expected text of the form ${schema.pattern}`]
      : undefined;
  return {
    ...common,
    widget,
    ...(type && widget === "string" ? { type } : {}),
    ...(pattern ? { pattern } : {}),
    ...(schema.minLength && schema.minLength > 1 ? { minlength: schema.minLength } : {}),
    ...(schema.maxLength === undefined ? {} : { maxlength: schema.maxLength }),
  };
}

/** The limits the number box can enforce: an exclusive bound of a whole number is the next one. */
function numberLimits(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : 0;
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + step);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - step);
  const bounded = (value: number | undefined) =>
    value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER;
  return { ...(bounded(min) ? { min } : {}), ...(bounded(max) ? { max } : {}) };
}

function listField(schema: JsonSchema, common: Common, context: Context) {
  const items = withoutNull(schema.items ?? {});
  const limits = {
    ...(schema.minItems ? { min: schema.minItems } : {}),
    ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
  };
  if (items.enum) return { ...common, widget: "select", multiple: true, options: items.enum, ...limits };
  if (items.properties)
    return {
      ...common,
      widget: "list",
      ...limits,
      fields: objectFields(items, { ...context, path: `${context.path}[]` }),
    };
  const item = fieldOf("item", items, true, { ...context, path: `${context.path}[]` });
  return { ...common, widget: "list", ...limits, field: { ...item, label: common.label } };
}

function hasImages(fields: ReadonlyArray<Field>): boolean {
  return fields.some((field) => {
    const nested = field as { widget?: string; fields?: Field[]; field?: Field };
    return (
      nested.widget === "image" ||
      hasImages(nested.fields ?? []) ||
      (nested.field ? hasImages([nested.field]) : false)
    );
  });
}

function identifierOf(schema: JsonSchema) {
  const properties = schema.properties ?? {};
  if (properties.title) return "title";
  return (schema.required ?? []).find((key) => typesOf(properties[key] ?? {}).includes("string"));
}

/** `content/courses` → `content/{{locale}}/courses`: a translation sits at its original's path under its code. */
export function localePath(path: string) {
  const [root, ...rest] = path.split("/");
  return [root, "{{locale}}", ...rest].join("/");
}

/** A site of several languages edits a collection in each when a translation holds any of its fields. */
export function collectionOf(descriptor: CollectionDescriptor, languages: ReadonlyArray<string> = ["en"]): Collection {
  const schema = toJsonSchema(descriptor.schema);
  const context = { collection: descriptor.name, path: descriptor.name, translated: languages.length > 1 };
  const [type] = typesOf(schema);
  const fields =
    type === "object" && schema.properties
      ? objectFields(schema, context)
      : type === "array" && descriptor.files.kind === "file"
        ? [
            {
              ...fieldOf(descriptor.name, schema, true, context),
              label: descriptor.label,
              root: true,
            } as Field,
          ]
        : undefined;
  if (!fields)
    throw new Error(`${descriptor.name}: the editor needs a group of fields (z.strictObject) at the top`);
  const translated =
    context.translated && (descriptor.files.kind === "folder" || fields.some((field) => (field as Nested).i18n));
  const i18n = translated ? { i18n: true } : {};
  const base = { name: descriptor.name, label: descriptor.label, description: descriptor.description };
  if (descriptor.files.kind === "file") {
    const file = translated ? localePath(descriptor.files.file) : descriptor.files.file;
    return {
      ...base,
      ...i18n,
      files: [{ name: descriptor.name, label: descriptor.label, file, ...i18n, fields }],
    } as Collection;
  }
  const identifier = identifierOf(schema);
  return {
    ...base,
    ...i18n,
    folder: translated ? localePath(descriptor.files.folder) : descriptor.files.folder,
    extension: "md",
    format: "yaml-frontmatter",
    create: true,
    ...(identifier ? { identifier_field: identifier, slug: "{{slug}}" } : {}),
    ...(hasImages(fields) ? mediaFolders(descriptor.name) : {}),
    fields: [
      ...fields,
      { name: "body", label: descriptor.files.body, widget: "markdown", ...MARKDOWN_OPTIONS, ...i18n },
    ],
  } as Collection;
}

export function buildCmsConfig(
  collections: ReadonlyArray<CollectionDescriptor>,
  { backend, siteUrl, logoUrl, languages = ["en"] }: CmsConfigOptions,
): CmsConfig {
  const [original = "en"] = languages;
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
      // The narrowest scope Sveltia CMS asks GitHub for; `repo` grants every private repository too (decision 0042).
      auth_scope: backend.privateRepo ? "repo" : "public_repo",
    },
    site_url: siteUrl,
    display_url: siteUrl,
    ...(logoUrl ? { logo_url: logoUrl } : {}),
    // An image added outside a collection's own folder (one inside a Markdown text) goes where the site serves it.
    media_folder: "public/images",
    public_folder: "/images",
    media_libraries: { default: { config: { max_file_size: UPLOAD_MAX_BYTES } } },
    // An optional field left empty is left out of the file, as the schema expects (not written as "").
    output: { omit_empty_optional_fields: true },
    slug: { encoding: "ascii", clean_accents: true },
    ...(languages.length > 1
      ? {
          // The original at content/…, each translation at the same path under content/{code}/; a new entry starts
          // in the original only, and a translation is added (or removed) per entry (decision 0067).
          i18n: {
            structure: "multiple_folders",
            locales: [...languages],
            default_locale: original,
            initial_locales: "default",
            omit_default_locale_from_file_path: true,
          },
        }
      : {}),
    collections: collections.map((collection) => collectionOf(collection, languages)),
  } as CmsConfig;
}
