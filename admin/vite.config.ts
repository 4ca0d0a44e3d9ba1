// The browser editor at /admin (docs/editing.md): Sveltia CMS from its npm package, bundled
// into build/client/admin/ after the site's build by integrations/site.ts, apart from the pages' JavaScript. Its
// configuration (config.yml) is generated from the content collections (scripts/content/cms-config.ts); its preview
// uses the site's built stylesheet and components (admin/preview.tsx).
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { defineConfig, type Plugin } from "vite";
import { stringify } from "yaml";

import { ADMIN_CSP } from "../deploy/security-headers.mjs";
import { escapeHtml } from "../model/escape-html.ts";
import type { Content } from "../model/schemas/content.ts";
import { readBackend } from "../scripts/cms-backend.ts";
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
const BUILD_DIR = join(REPOSITORY, process.env.BUILD_DIRECTORY ?? "build");
const SITE_DIR = join(BUILD_DIR, "client");

/**
 * The stylesheets the site's pages load, read from Astro's output (every page of the build, the editor's own
 * excepted), for the editor's preview: one list in the pages' order, each file once.
 */
function readSiteStylesheets() {
  const pages = readdirSync(SITE_DIR, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".html") && !file.startsWith(`admin${sep}`),
  );
  const hrefs = new Set<string>();
  for (const page of pages.sort()) {
    const html = readFileSync(join(SITE_DIR, page), "utf8");
    for (const [tag] of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)) {
      const href = /\bhref="(\/assets\/[^"]+\.css)"/.exec(tag)?.[1];
      if (href) hrefs.add(href);
    }
  }
  if (hrefs.size === 0)
    throw new Error(`No stylesheet in the pages of ${SITE_DIR}: build the site before /admin`);
  return [...hrefs];
}

/** What the previews fill in: the settings and promises, the counts and names, each course by reference. */
function listPreviewPlaceholders(content: Content, root: string) {
  const courses = [...scanCourseReferences(root, content.site.currency).values()].flatMap((course) =>
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
  return {
    ...listSitePlaceholders(content.site),
    ...listInstructorPlaceholders(content.instructors),
    ...listCoursePlaceholders(content.courses),
    ...listCountPlaceholders("jobs", content.jobs.length),
    ...Object.fromEntries(courses),
  };
}

/** config.yml, the preview's data (`virtual:admin`) and the page's CSP, from the content collections. */
function cmsAdmin(): Plugin {
  // The same settings as the pages' build: the environment and the SITE_* values of .env files.
  const env = readBuildEnv();
  const content = loadContent(contentRoot(env), env);
  const backend = readBackend();
  const config = buildCmsConfig(COLLECTIONS, {
    backend,
    siteUrl: content.site.url,
    logoUrl: content.brand.logo,
  });
  const folderOf = (folder: string) =>
    COLLECTIONS.find((collection) => collection.files.kind === "folder" && collection.files.folder === folder)
      ?.name ?? null;
  const data = {
    stylesheets: readSiteStylesheets(),
    currency: content.site.currency,
    placeholders: listPreviewPlaceholders(content, contentRoot(env)),
    // The preview templates, by the collection of each kind of page (issue 15's content/blog and content/courses).
    previews: { article: folderOf("content/blog"), course: folderOf("content/courses") },
  };
  return {
    name: "cms-admin",
    resolveId: (id) => (id === "virtual:admin" ? "\0virtual:admin" : undefined),
    load: (id) => (id === "\0virtual:admin" ? `export default ${JSON.stringify(data)};` : undefined),
    // Every value is escaped (a site name may hold any text), and given as a function: a replacement string
    // would read `$&` or `$'` in it as patterns.
    transformIndexHtml: (html) =>
      html
        .replace("%SITE_NAME%", () => escapeHtml(content.site.name))
        .replace("%LOGO%", () => escapeHtml(content.brand.logo))
        .replace("%CSP%", () => escapeHtml(ADMIN_CSP.replace(/;\s*frame-ancestors [^;]+/, ""))),
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "config.yml",
        source: `# Generated by the build from the content collections (scripts/content/cms-config.ts): do not edit.\n${stringify(config, { aliasDuplicateObjects: false })}`,
      });
    },
  };
}

/**
 * Sveltia CMS highlights code blocks with Shiki and imports one module per language and theme (244 modules, 13 MB)
 * on demand. The site's Markdown has no code blocks and the editor offers none (MARKDOWN_OPTIONS), so they
 * resolve to an empty grammar instead of shipping with every build.
 */
function withoutCodeHighlighting(): Plugin {
  return {
    name: "cms-without-code-highlighting",
    enforce: "pre",
    resolveId: (id) => (/^@shikijs\/(langs|themes)\//.test(id) ? "\0shiki-none" : undefined),
    load: (id) => (id === "\0shiki-none" ? "export default [];" : undefined),
  };
}

const FONT_CDN_RULE = /@font-face\s*\{[^}]*https:\/\/cdn\.jsdelivr\.net\/[^}]*\}/g;

/**
 * The CMS's npm build registers its three fonts (interface, monospace, icons) from the files it ships, which the
 * bundle copies, and its stylesheet also declares them from a CDN as a fallback, which browsers then fetch. No file
 * of the editor comes from another host (and its CSP would block it with an error), so the CDN rules go: the build
 * fails if the CMS's code no longer has them, or still names the CDN afterwards.
 */
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
  // The preview names the site's own sprite (/assets/icons-….svg, sandboxed there): no second copy under /admin/.
  plugins: [withoutCodeHighlighting(), withoutFontCdn(), cmsAdmin(), iconSprite({ emit: false })],
  build: {
    outDir: join(SITE_DIR, "admin"),
    emptyOutDir: true,
    // The CMS is one large module by nature; its size is in the build log, not warned about.
    chunkSizeWarningLimit: 4096,
    modulePreload: false,
    reportCompressedSize: false,
  },
});
