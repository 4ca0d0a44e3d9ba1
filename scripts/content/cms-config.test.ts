import { describe, expect, test } from "vitest";
import { z } from "zod";

import { siteSchema } from "../../model/schemas/site.ts";
import {
  buildCmsConfig,
  collectionOf,
  IMAGE_TYPES,
  labelOf,
  localePath,
  MARKDOWN_OPTIONS,
  readAuthUrl,
  UPLOAD_MAX_BYTES,
} from "./cms-config.ts";
import type { CollectionDescriptor } from "./collection.ts";
import { brandCollection } from "./collections/brand.ts";
import { coursesCollection } from "./collections/courses.ts";
import { reviewsCollection } from "./collections/reviews.ts";
import { siteCollection } from "./collections/site.ts";
import { COLLECTIONS } from "./load.ts";

const OPTIONS = { backend: { repo: "owner/site", branch: "main" }, siteUrl: "https://www.example.com" };

/** One field of every kind the generator knows, in a folder collection. */
const FIXTURE: CollectionDescriptor = {
  name: "articles",
  label: "Articles",
  description: "One file per article.",
  files: { kind: "folder", folder: "content/articles", body: "The article's text" },
  schema: z.strictObject({
    title: z.string().trim().min(1),
    summary: z
      .string()
      .meta({ title: "Card text", description: "Two lines on the blog's cards.", widget: "text" }),
    contact: z.email(),
    website: z.url().optional(),
    duration: z.string().regex(/^\d+ weeks?$/, 'expected a number of weeks such as "8 weeks"'),
    date: z.iso.date(),
    students: z.int().min(0),
    price: z.number().positive(),
    rating: z.number().min(0).max(5),
    weeks: z.int().positive().max(52),
    featured: z.boolean().default(false),
    level: z.enum(["Beginner", "Advanced"]),
    tone: z.enum(["plain", "bold"]).default("plain"),
    tags: z.array(z.string()).min(1),
    audiences: z.array(z.enum(["founders", "freelancers"])),
    curriculum: z.array(
      z.strictObject({
        title: z.string(),
        lectures: z.array(z.strictObject({ title: z.string(), minutes: z.int().positive() })).min(1),
      }),
    ),
    hours: z.strictObject({ min: z.number(), max: z.number() }),
    labels: z.record(z.string(), z.union([z.string(), z.number()])),
    note: z.string().nullable(),
    image: z.string().optional(),
    coverImage: z.string(),
    banner: z.string().meta({ widget: "image" }),
    notes: z.string().meta({ widget: "markdown" }),
    promise: z.union([z.string(), z.number()]),
    kind: z.literal("article"),
  }),
};

const MARKDOWN = { widget: "markdown", ...MARKDOWN_OPTIONS };

const IMAGE = {
  widget: "image",
  accept: IMAGE_TYPES,
  choose_url: false,
  media_folder: "/public/images/articles",
  public_folder: "/images/articles",
};

describe("the editor configuration of a collection", () => {
  test("gives every kind of value its field, with the schema's options, limits and required flags", () => {
    expect(collectionOf(FIXTURE)).toEqual({
      name: "articles",
      label: "Articles",
      description: "One file per article.",
      folder: "content/articles",
      extension: "md",
      format: "yaml-frontmatter",
      create: true,
      identifier_field: "title",
      slug: "{{slug}}",
      media_folder: "/public/images/articles",
      public_folder: "/images/articles",
      fields: [
        { name: "title", label: "Title", widget: "string" },
        { name: "summary", label: "Card text", hint: "Two lines on the blog's cards.", widget: "text" },
        { name: "contact", label: "Contact", widget: "string", type: "email" },
        { name: "website", label: "Website", required: false, widget: "string", type: "url" },
        {
          name: "duration",
          label: "Duration",
          widget: "string",
          pattern: ["^\\d+ weeks?$", 'expected a number of weeks such as "8 weeks"'],
        },
        { name: "date", label: "Date", widget: "datetime", type: "date", format: "YYYY-MM-DD" },
        { name: "students", label: "Students", widget: "number", value_type: "int", min: 0 },
        { name: "price", label: "Price", widget: "number", value_type: "float", min: 0 },
        { name: "rating", label: "Rating", widget: "number", value_type: "float", min: 0, max: 5 },
        { name: "weeks", label: "Weeks", widget: "number", value_type: "int", min: 1, max: 52 },
        { name: "featured", label: "Featured", required: false, widget: "boolean", default: false },
        { name: "level", label: "Level", widget: "select", options: ["Beginner", "Advanced"] },
        {
          name: "tone",
          label: "Tone",
          required: false,
          widget: "select",
          options: ["plain", "bold"],
          default: "plain",
        },
        {
          name: "tags",
          label: "Tags",
          widget: "list",
          min: 1,
          field: { name: "item", label: "Tags", widget: "string" },
        },
        {
          name: "audiences",
          label: "Audiences",
          widget: "select",
          multiple: true,
          options: ["founders", "freelancers"],
        },
        {
          name: "curriculum",
          label: "Curriculum",
          widget: "list",
          fields: [
            { name: "title", label: "Title", widget: "string" },
            {
              name: "lectures",
              label: "Lectures",
              widget: "list",
              min: 1,
              fields: [
                { name: "title", label: "Title", widget: "string" },
                { name: "minutes", label: "Minutes", widget: "number", value_type: "int", min: 1 },
              ],
            },
          ],
        },
        {
          name: "hours",
          label: "Hours",
          widget: "object",
          fields: [
            { name: "min", label: "Min", widget: "number", value_type: "float" },
            { name: "max", label: "Max", widget: "number", value_type: "float" },
          ],
        },
        { name: "labels", label: "Labels", widget: "keyvalue", key_label: "Name", value_label: "Value" },
        { name: "note", label: "Note", required: false, widget: "string" },
        { name: "image", label: "Image", required: false, ...IMAGE },
        { name: "coverImage", label: "Cover image", ...IMAGE },
        { name: "banner", label: "Banner", ...IMAGE },
        { name: "notes", label: "Notes", ...MARKDOWN },
        { name: "promise", label: "Promise", widget: "string" },
        { name: "kind", label: "Kind", widget: "hidden", default: "article" },
        { name: "body", label: "The article's text", ...MARKDOWN },
      ],
    });
  });

  test("edits a YAML file's fields in place, a top-level list as a list", () => {
    const faqs: CollectionDescriptor = {
      name: "faqs",
      label: "Questions",
      description: "The help center's questions.",
      files: { kind: "file", file: "content/faqs.yml" },
      schema: z.array(z.strictObject({ question: z.string(), answer: z.string() })),
    };
    expect(collectionOf(faqs)).toEqual({
      name: "faqs",
      label: "Questions",
      description: "The help center's questions.",
      files: [
        {
          name: "faqs",
          label: "Questions",
          file: "content/faqs.yml",
          fields: [
            {
              name: "faqs",
              label: "Questions",
              widget: "list",
              root: true,
              fields: [
                { name: "question", label: "Question", widget: "string" },
                { name: "answer", label: "Answer", widget: "string" },
              ],
            },
          ],
        },
      ],
    });
  });

  test("names the field it has no editor field for", () => {
    const odd = {
      ...FIXTURE,
      schema: z.strictObject({ title: z.string(), when: z.union([z.string(), z.boolean()]) }),
    };
    expect(() => collectionOf(odd)).toThrow("articles.when: the editor has no field for string or boolean");
    const nested = {
      ...FIXTURE,
      schema: z.strictObject({ weeks: z.array(z.strictObject({ on: z.date() })) }),
    };
    expect(() => collectionOf(nested)).toThrow("articles.weeks[].on: the editor has no field");
  });

  test("content/site.yml: every setting with its check, the optional ones optional", () => {
    const [collection] = buildCmsConfig([siteCollection], OPTIONS).collections ?? [];
    const fields = (collection as { files: Array<{ file: string; fields: Array<Record<string, unknown>> }> })
      .files[0];
    expect(fields?.file).toBe("content/site.yml");
    const byName = Object.fromEntries((fields?.fields ?? []).map((field) => [field.name, field]));
    expect(Object.keys(byName)).toEqual(Object.keys(siteSchema.shape));
    for (const [key, schema] of Object.entries(siteSchema.shape)) {
      expect(byName[key]?.required, key).toBe(schema.safeParse(undefined).success ? false : undefined);
    }
    expect(byName.email).toMatchObject({ label: "Email", widget: "string", type: "email" });
    expect(byName.jobsEmail).toMatchObject({ label: "Jobs email", required: false, type: "email" });
    expect(byName.url).toMatchObject({ label: "URL", type: "url" });
    expect(byName.currency).toMatchObject({
      pattern: ["^[A-Z]{3}$", "expected a three-letter currency code such as USD"],
    });
  });
});

describe("the editor configuration", () => {
  test("commits to the repository's branch through its authenticator, and omits empty optional fields", () => {
    const config = buildCmsConfig([], {
      ...OPTIONS,
      backend: { ...OPTIONS.backend, authUrl: "https://auth.example.workers.dev" },
    });
    expect(config).toMatchObject({
      backend: {
        name: "github",
        repo: "owner/site",
        branch: "main",
        base_url: "https://auth.example.workers.dev",
        auth_scope: "public_repo",
      },
      site_url: "https://www.example.com",
      media_folder: "public/images",
      public_folder: "/images",
      output: { omit_empty_optional_fields: true },
    });
    expect(buildCmsConfig([], OPTIONS).backend).toEqual({
      name: "github",
      repo: "owner/site",
      branch: "main",
      auth_scope: "public_repo",
    });
  });

  test("asks GitHub for the public repositories' scope, and for every repository's only for a private one", () => {
    expect(buildCmsConfig([], OPTIONS).backend).toMatchObject({ auth_scope: "public_repo" });
    const privateRepo = { ...OPTIONS, backend: { ...OPTIONS.backend, privateRepo: true } };
    expect(buildCmsConfig([], privateRepo).backend).toMatchObject({ auth_scope: "repo" });
  });

  test("takes no upload above 5 MB, in every image field and in the formatted text's images", () => {
    // The one media library the editor uses (the repository's folders): its limit covers every upload.
    expect(buildCmsConfig([], OPTIONS)).toMatchObject({
      media_libraries: { default: { config: { max_file_size: 5 * 1024 * 1024 } } },
    });
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  test("signs in through an https authenticator only: any other CMS_AUTH_URL stops the build, naming it", () => {
    expect(readAuthUrl(" https://auth.example.workers.dev ")).toBe("https://auth.example.workers.dev");
    expect(readAuthUrl("")).toBeUndefined();
    expect(readAuthUrl(undefined)).toBeUndefined();
    expect(() => readAuthUrl("http://auth.example.workers.dev")).toThrow(
      "CMS_AUTH_URL must be an https:// URL (the sign-in sends the owner's GitHub token through it): http://auth.example.workers.dev",
    );
    expect(() => readAuthUrl("javascript:alert(1)")).toThrow("CMS_AUTH_URL must be an https:// URL");
    expect(() => readAuthUrl("auth.example.workers.dev")).toThrow("CMS_AUTH_URL is not a URL");
  });

  test("has one collection per registered collection, each with every field of its schema", () => {
    const config = buildCmsConfig(COLLECTIONS, OPTIONS);
    expect(config.collections?.map((collection) => ("name" in collection ? collection.name : ""))).toEqual(
      COLLECTIONS.map(({ name }) => name),
    );
  });

  test("offers the formatting the site's pages style, and images in web formats only", () => {
    expect(MARKDOWN_OPTIONS.buttons).toEqual(
      expect.arrayContaining(["heading-two", "bulleted-list", "link"]),
    );
    expect(MARKDOWN_OPTIONS.buttons).not.toContain("heading-one");
    expect(MARKDOWN_OPTIONS.editor_components).toEqual(["image"]);
    expect(IMAGE_TYPES.split(",")).not.toContain("image/heic");
    // An SVG can carry script: the editor takes no uploaded one.
    expect(IMAGE_TYPES.split(",")).not.toContain("image/svg+xml");
  });

  test("labels keys in the owner's words", () => {
    expect(["shortTitle", "faq", "paymentLink", "url", "weekly_hours"].map(labelOf)).toEqual([
      "Short title",
      "FAQ",
      "Payment link",
      "URL",
      "Weekly hours",
    ]);
  });
});

type Configured = { name: string; i18n?: boolean; widget?: string; fields?: Configured[]; field?: Configured };

function byName(fields: ReadonlyArray<unknown> | undefined) {
  return Object.fromEntries(((fields ?? []) as Configured[]).map((field) => [field.name, field]));
}

describe("the editor configuration of a site in several languages (decision 0067)", () => {
  const TWO = { ...OPTIONS, languages: ["en", "de"] };

  test("a site of one language gets the configuration it had: no i18n anywhere", () => {
    for (const languages of [undefined, ["en"], ["de"]]) {
      const config = buildCmsConfig(COLLECTIONS, { ...OPTIONS, languages });
      expect(config).toEqual(buildCmsConfig(COLLECTIONS, OPTIONS));
      expect(JSON.stringify(config)).not.toMatch(/i18n|\{\{locale\}\}/);
    }
    expect(collectionOf(FIXTURE, ["en"])).toEqual(collectionOf(FIXTURE));
  });

  test("lists the languages, the first the original, each translation's file under content/{code}/", () => {
    expect(buildCmsConfig([], TWO).i18n).toEqual({
      structure: "multiple_folders",
      locales: ["en", "de"],
      default_locale: "en",
      initial_locales: "default",
      omit_default_locale_from_file_path: true,
    });
    expect(localePath("content/courses")).toBe("content/{{locale}}/courses");
    expect(localePath("content/site.yml")).toBe("content/{{locale}}/site.yml");
    const [courses, site] = buildCmsConfig([coursesCollection, siteCollection], TWO).collections ?? [];
    expect(courses).toMatchObject({ i18n: true, folder: "content/{{locale}}/courses" });
    expect(site).toMatchObject({
      i18n: true,
      files: [{ name: "site", file: "content/{{locale}}/site.yml", i18n: true }],
    });
  });

  test("a course's texts are translated; its price, id, category, dates and cover are shared", () => {
    const course = collectionOf(coursesCollection, ["en", "de"]) as { fields: Configured[] };
    const fields = byName(course.fields);
    for (const name of ["title", "shortTitle", "body"]) expect(fields[name]?.i18n, name).toBe(true);
    for (const name of ["id", "price", "category", "level", "rating", "students", "cover", "retired", "paymentLink"])
      expect(fields[name]?.i18n, name).toBeUndefined();
    expect(fields.body).toMatchObject({ widget: "markdown", i18n: true });
  });

  test("a review's words are translated; the course it is about, its stars, date and featured switch are shared", () => {
    const review = collectionOf(reviewsCollection, ["en", "de"]) as { fields: Configured[] };
    const fields = byName(review.fields);
    for (const name of ["name", "role", "body"]) expect(fields[name]?.i18n, name).toBe(true);
    for (const name of ["course", "rating", "date", "featured"]) expect(fields[name]?.i18n, name).toBeUndefined();
  });

  test("a list or group holding texts is translated item by item, and only its texts", () => {
    const fields = byName((collectionOf(coursesCollection, ["en", "de"]) as { fields: Configured[] }).fields);
    expect(fields.features).toMatchObject({ widget: "list", i18n: true, field: { widget: "string", i18n: true } });
    const curriculum = fields.curriculum;
    expect(curriculum).toMatchObject({ widget: "list", i18n: true });
    const modules = byName(curriculum?.fields);
    expect(modules.title?.i18n).toBe(true);
    expect(modules.lectures).toMatchObject({ widget: "list", i18n: true });
    const lectures = byName(modules.lectures?.fields);
    expect(lectures.title?.i18n).toBe(true);
    expect(lectures.minutes?.i18n).toBeUndefined();
    expect(lectures.type?.i18n).toBeUndefined();
    const sale = byName(fields.sale?.fields);
    expect([fields.sale?.i18n, sale.label?.i18n, sale.price?.i18n, sale.until?.i18n]).toEqual([
      true,
      true,
      undefined,
      undefined,
    ]);
    // A group of numbers only is shared as a whole.
    expect(fields.weeklyHours?.i18n).toBeUndefined();
  });

  test("every kind of value: words translated, choices, dates, addresses, patterns, numbers and images shared", () => {
    const fields = byName((collectionOf(FIXTURE, ["en", "de"]) as { fields: Configured[] }).fields);
    const translated = Object.values(fields)
      .filter((field) => field.i18n)
      .map((field) => field.name);
    expect(translated).toEqual(["title", "summary", "tags", "curriculum", "note", "notes", "promise", "body"]);
  });

  test("a file with no words at all (content/brand.yml) has no translation", () => {
    const [brand] = buildCmsConfig([brandCollection], TWO).collections ?? [];
    expect(brand).toMatchObject({ files: [{ file: "content/brand.yml" }] });
    expect(JSON.stringify(brand)).not.toContain("i18n");
  });
});
