// The browser editor at /admin, bundled apart from the pages' JavaScript (docs/editing.md, decision 0011).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { defineConfig, type Plugin } from "vite";
import { stringify } from "yaml";

import { ADMIN_CSP } from "../deploy/security-headers.mjs";
import { contentLanguage } from "../model/dates.ts";
import { escapeHtml } from "../model/escape-html.ts";
import type { Content } from "../model/schemas/content.ts";
import { pickTexts } from "../model/ui-texts.ts";
import { readBackend } from "../scripts/cms-backend.ts";
import { paletteStylesheet } from "../scripts/content/brand-palette.ts";
import { buildCmsConfig } from "../scripts/content/cms-config.ts";
import { listCoursePlaceholders } from "../scripts/content/collections/help.ts";
import { listInstructorPlaceholders } from "../scripts/content/collections/instructors.ts";
import { listSitePlaceholders } from "../scripts/content/collections/site.ts";
import { listCountPlaceholders } from "../scripts/content/counts.ts";
import { scanCourseReferences } from "../scripts/content/course-references.ts";
import { COLLECTIONS, contentRoot, loadContent } from "../scripts/content/load.ts";
import { readBuildEnv } from "../scripts/content/settings.ts";
import { iconSprite } from "../scripts/icon-sprite.ts";

const REPOSITORY = fileURLToPath(new URL("../", import.meta.url));
const BUILD_DIR = resolve(REPOSITORY, process.env.BUILD_DIRECTORY ?? "build");
const SITE_DIR = join(BUILD_DIR, "client");

/**
 * The preview's stylesheet: the site's (app/app.css) with the rules of every class written in app/ and in the
 * preview, and the brand's colours. Each page loads only its own classes' rules (decision 0079), and no page's
 * stylesheet covers everything the preview can show; loaded together, their rules would override each other.
 */
async function buildPreviewStylesheet(content: Content) {
  const from = join(REPOSITORY, "app", "app.css");
  const sources = `\n@source "./";\n@source "../admin/preview.tsx";\n`;
  const compiler = await compile(readFileSync(from, "utf8") + sources, {
    base: dirname(from),
    from,
    onDependency() {},
  });
  const css = compiler.build(new Scanner({ sources: compiler.sources }).scan());
  const source = `${optimize(css, { minify: false }).code}\n${paletteStylesheet(content.brand)}\n`;
  return {
    source,
    fileName: `assets/preview.${createHash("sha256").update(source).digest("hex").slice(0, 8)}.css`,
  };
}

function listPreviewPlaceholders(content: Content, root: string) {
  const courses = [
    ...scanCourseReferences(
      root,
      content.site.currency,
      contentLanguage(content.site),
      content.ui[contentLanguage(content.site)],
    ).values(),
  ].flatMap((course) =>
    course
      ? [
          [`course:${course.slug}`, course.title],
          [`course:${course.slug}.shortTitle`, course.shortTitle],
          [`course:${course.slug}.price`, course.price],
          // A retired course is named without a link, as the build does.
          ...(course.retired ? [] : [[`course:${course.slug}.url`, course.url]]),
        ]
      : [],
  );
  const lang = contentLanguage(content.site);
  const texts = content.ui[lang];
  if (!texts) throw new Error(`content/ui/${lang}.yml gave no dictionary`);
  return {
    ...listSitePlaceholders(content.site),
    ...listInstructorPlaceholders(content.instructors),
    ...listCoursePlaceholders(content.courses, lang, texts, content.site.currency),
    ...listCountPlaceholders("jobs", content.jobs.length),
    ...Object.fromEntries(courses),
  };
}

async function cmsAdmin(): Promise<Plugin> {
  const env = readBuildEnv();
  const content = loadContent(contentRoot(env), env);
  const backend = readBackend();
  const config = buildCmsConfig(COLLECTIONS, {
    backend,
    siteUrl: content.site.url,
    logoUrl: content.brand.logo,
    languages: content.site.languages,
  });
  const folderOf = (folder: string) =>
    COLLECTIONS.find((collection) => collection.files.kind === "folder" && collection.files.folder === folder)
      ?.name ?? null;
  const lang = contentLanguage(content.site);
  const dictionary = content.ui[lang];
  if (!dictionary) throw new Error(`content/ui/${lang}.yml gave no dictionary`);
  const stylesheet = await buildPreviewStylesheet(content);
  const data = {
    stylesheets: [`/admin/${stylesheet.fileName}`],
    currency: content.site.currency,
    lang,
    texts: pickTexts(dictionary, "course", "coursePage", "blog"),
    placeholders: listPreviewPlaceholders(content, contentRoot(env)),
    previews: { article: folderOf("content/blog"), course: folderOf("content/courses") },
  };
  return {
    name: "cms-admin",
    resolveId: (id) => (id === "virtual:admin" ? "\0virtual:admin" : undefined),
    load: (id) => (id === "\0virtual:admin" ? `export default ${JSON.stringify(data)};` : undefined),
    // A function, not a string: a replacement string would read `$&` in a site name as a pattern.
    transformIndexHtml: (html) =>
      html
        .replace("%SITE_NAME%", () => escapeHtml(content.site.name))
        .replace("%LOGO%", () => escapeHtml(content.brand.logo))
        .replace("%CSP%", () => escapeHtml(ADMIN_CSP.replace(/;\s*frame-ancestors [^;]+/, ""))),
    generateBundle() {
      this.emitFile({ type: "asset", fileName: stylesheet.fileName, source: stylesheet.source });
      this.emitFile({
        type: "asset",
        fileName: "config.yml",
        source: `# Generated by the build from the content collections (scripts/content/cms-config.ts): do not edit.\n${stringify(config, { aliasDuplicateObjects: false })}`,
      });
    },
  };
}

/** The site's Markdown has no code blocks, so Shiki's 244 modules (13 MB) need not ship with every build. */
function withoutCodeHighlighting(): Plugin {
  return {
    name: "cms-without-code-highlighting",
    enforce: "pre",
    resolveId: (id) => (/^@shikijs\/(langs|themes)\//.test(id) ? "\0shiki-none" : undefined),
    load: (id) => (id === "\0shiki-none" ? "export default [];" : undefined),
  };
}

const FONT_CDN_RULE = /@font-face\s*\{[^}]*https:\/\/cdn\.jsdelivr\.net\/[^}]*\}/g;

/** The CMS's stylesheet also loads its fonts from a CDN, which the editor's CSP blocks; fails if the rules move. */
function withoutFontCdn(): Plugin {
  return {
    name: "cms-without-font-cdn",
    transform(code, id) {
      if (!/[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/.test(id)) return undefined;
      const rules = code.match(FONT_CDN_RULE) ?? [];
      const result = code.replace(FONT_CDN_RULE, "");
      if (rules.length === 0 || result.includes("cdn.jsdelivr.net"))
        this.error(
          `@sveltia/cms declares its fonts differently now (${rules.length} CDN @font-face rules found): update withoutFontCdn in admin/vite.config.ts`,
        );
      return { code: result, map: null };
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/admin/",
  publicDir: false,
  envPrefix: [],
  logLevel: "warn",
  resolve: { alias: [{ find: /^~\//, replacement: join(REPOSITORY, "app/") }] },
  // The preview uses the site's sandboxed sprite: no second copy under /admin/.
  plugins: [withoutCodeHighlighting(), withoutFontCdn(), cmsAdmin(), iconSprite({ emit: false })],
  build: {
    outDir: join(SITE_DIR, "admin"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    modulePreload: false,
    reportCompressedSize: false,
  },
});
