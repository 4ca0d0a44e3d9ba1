import { join } from "node:path";
import { fileURLToPath } from "node:url";

import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, fontProviders, sharpImageService } from "astro/config";

import { buildPageCspDirectives } from "./deploy/security-headers.mjs";
import { findLastModified } from "./integrations/last-modified.ts";
import { loadSiteContent, siteBuild } from "./integrations/site.ts";
import { HEADING_FONTS, headingFontFile } from "./model/heading-fonts.ts";
import { splitLanguagePath } from "./model/languages.ts";
import { contentRoot } from "./scripts/content/load.ts";
import { contentPlugin } from "./scripts/content/vite-plugin.ts";
import { iconSprite } from "./scripts/icon-sprite.ts";
import { pageStyles } from "./scripts/page-styles.ts";
import { plainDynamicImports } from "./scripts/plain-dynamic-imports.ts";
import { nameSharedChunk } from "./scripts/shared-chunk.ts";
import { listThirdPartyOrigins } from "./scripts/third-party-origins.ts";

// No usage report leaves this machine from `astro dev` or `astro build`, however they are started (Astro reads
// the variable when it records an event, after this file is loaded).
process.env.ASTRO_TELEMETRY_DISABLED ??= "1";

// BUILD_DIRECTORY puts a second build beside the first (the browser tests build one with a form endpoint).
const BUILD_DIR = process.env.BUILD_DIRECTORY ?? "build";
const { env: ENV, content: CONTENT } = loadSiteContent();
// Modules bundled into the prerender (the share images' endpoint) cannot find the repository from their own URL.
process.env.CONTENT_ROOT = contentRoot(ENV);
/** Each third-party origin the settings name is allowed in the page's connect-src, and no other. */
const THIRD_PARTY = CONTENT
  ? { ...listThirdPartyOrigins(CONTENT.site), analytics: CONTENT.site.analyticsTag }
  : { connects: [], analytics: null };
/** content/site.yml `languages:`: the first served at `/`, each further one under `/{code}/` (docs/decisions/0064). */
const LANGUAGES = CONTENT?.site.languages ?? ["en"];
const RETIRED_PATHS = new Set(
  (CONTENT?.retiredCourses ?? []).flatMap(({ id }) => [`/course/${id}`, `/purchase/${id}`]),
);
/** The headings' typeface (content/brand.yml): one woff2 file from npm, preloaded, with a metric-matched fallback. */
const HEADING_FONT = CONTENT?.brand && HEADING_FONTS[CONTENT.brand.headingFont];
const HEADING_FONT_FILE = CONTENT?.brand && headingFontFile(CONTENT.brand.headingFont);

export default defineConfig({
  site: CONTENT?.site.url,
  srcDir: "app",
  publicDir: join(contentRoot(ENV), "public"),
  outDir: join(BUILD_DIR, "client"),
  // The content layer's store is a file Astro writes and the prerender reads: one per build, or two builds at once
  // (the tests') read each other's content.
  cacheDir: join(BUILD_DIR, "cache"),
  // `path.html` without a trailing slash: every static host serves the canonical URL with 200 (docs/decisions/0015).
  trailingSlash: "never",
  // The pages of every language come from the same files: app/pages/[...lang]/, its `lang` undefined for the first.
  i18n: { locales: [...LANGUAGES], defaultLocale: LANGUAGES[0], routing: { prefixDefaultLocale: false } },
  build: { format: "file", assets: "assets", inlineStylesheets: "never" },
  // `astro build` prints the summary of integrations/site.ts; Astro's own output goes to build/build.log.
  logger: process.argv.slice(2).includes("build")
    ? { entrypoint: fileURLToPath(new URL("./integrations/build-log.mjs", import.meta.url)) }
    : undefined,
  integrations: [
    react(),
    sitemap({
      // With several languages, each page's entry names its address in every language (xhtml:link alternates).
      ...(LANGUAGES.length > 1
        ? {
            i18n: {
              defaultLocale: LANGUAGES[0],
              locales: Object.fromEntries(LANGUAGES.map((code) => [code, code])),
            },
          }
        : {}),
      namespaces: { news: false, xhtml: LANGUAGES.length > 1, image: false, video: false },
      // Pages only: not the feeds, the share images, the not-found pages (the fallback folders' 404.html) or a
      // retired course's pages, which stay for old links but are no longer offered.
      filter: (url) =>
        !/(^|\/)404$|\.[a-z0-9]+$/i.test(new URL(url).pathname) &&
        !RETIRED_PATHS.has(splitLanguagePath(LANGUAGES, new URL(url).pathname).path),
      serialize: (item) => {
        const { path } = splitLanguagePath(LANGUAGES, new URL(item.url).pathname);
        // The first language's address as x-default, as in each page's head.
        const byDefault = item.links?.find((link) => link.lang === LANGUAGES[0]);
        const links = byDefault
          ? { links: [...(item.links ?? []), { url: byDefault.url, lang: "x-default" }] }
          : {};
        return CONTENT
          ? { ...item, ...links, lastmod: findLastModified(CONTENT, path) }
          : { ...item, ...links };
      },
    }),
    // After the sitemap, whose file it renames and compresses.
    siteBuild(),
  ],
  fonts: HEADING_FONT
    ? [
        {
          provider: fontProviders.local(),
          name: HEADING_FONT.family,
          cssVariable: "--font-display",
          fallbacks: [HEADING_FONT.fallback],
          options: {
            variants: [
              { src: [HEADING_FONT_FILE], weight: HEADING_FONT.weight, style: "normal", display: "swap" },
            ],
          },
        },
      ]
    : [],
  // Owners' photos resized by Astro's image service (app/lib/photos.ts): decision 0017's encodings, the quality per copy.
  image: {
    service: sharpImageService({
      jpeg: { mozjpeg: true },
      png: { compressionLevel: 9, adaptiveFiltering: true },
    }),
  },
  devToolbar: { enabled: false },
  // No syntax highlighting: Shiki writes inline styles, which the pages' policy (style-src without hashes of ours) refuses.
  markdown: { syntaxHighlight: false },
  vite: {
    envPrefix: ["VITE_", "SITE_"],
    envDir: contentRoot(ENV),
    define: {
      // The footer's copyright year as prerendered.
      "import.meta.env.BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
      // Written into each provider's analytics module (app/lib/analytics/): one file per page, no shared chunk.
      "import.meta.env.ANALYTICS_TARGET": JSON.stringify(THIRD_PARTY.analytics),
      // The pages' policy besides its hashes, which app/middleware.ts adds per page.
      "import.meta.env.PAGE_POLICY": JSON.stringify(buildPageCspDirectives(THIRD_PARTY).join("; ")),
    },
    resolve: { alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }] },
    plugins: [
      contentPlugin(),
      iconSprite(),
      plainDynamicImports(),
      // Before Tailwind: it names the files whose classes each page's stylesheet holds.
      pageStyles(fileURLToPath(new URL("./app", import.meta.url))),
      tailwindcss(),
    ],
    build: {
      // Lightning CSS folds `animation-timeline` into the `animation` shorthand, which Chromium does not read: the
      // header's scroll-driven look (app.css) would be lost.
      cssMinify: "esbuild",
      rolldownOptions: {
        // A constant imported from another module is written where it is used: a page carries the constants it
        // uses, not every one of a shared module.
        optimization: { inlineConst: { mode: "all" } },
        output: {
          // One shared chunk of what every island page loads (React DOM, React) and what 7 islands use; left to
          // itself the bundler gives every set of islands that shares a module a file of its own (decision 0071).
          codeSplitting: { groups: [{ name: nameSharedChunk }] },
        },
      },
    },
  },
});
