import { existsSync, statSync } from "node:fs";
import path from "node:path";

import type { Plugin, ViteDevServer } from "vite";

import { type Site, siteSchema } from "../../model/schemas/site.ts";
import { listEditorPlaceholders } from "../cms-backend.ts";
import { paletteStylesheet } from "./brand-palette.ts";
import { listPlaceholderSettings } from "./collections/site.ts";
import { IMAGE_FOLDER } from "./images.ts";
import { contentRoot, forgetContentOlderThan, loadContentOnce } from "./load.ts";
import { ContentError, OwnerError } from "./problems.ts";
import { describeStrictFigures } from "./sample-figures.ts";
import { readBuildEnv } from "./settings.ts";

/** The site's settings and brand (content/site.yml, content/brand.yml): `import { site, brand } from "virtual:site-config"`. */
const CONFIG = "virtual:site-config";
/**
 * The same settings one export each, for the islands: `import * as site from "virtual:site-config/settings"`
 * bundles the settings an island reads (`site.email`), written where they are used, and not the whole object into
 * every form (issue 42). Not the promises: they are worded per language, and a page passes its language's as props.
 */
const SETTINGS = "virtual:site-config/settings";
/** A page's stylesheet (`app.css?page=…`, scripts/page-styles.ts), to which the brand's colour tokens are added. */
const PAGE_STYLESHEET = /\.css\?page=/;

/** The site's settings and the editor's repository that are still the template's stand-ins. */
export function listPlaceholders(site: Site, env: Readonly<Record<string, string | undefined>>) {
  return [...listPlaceholderSettings(site), ...listEditorPlaceholders(env)];
}

/** What a build with placeholder settings says; SITE_STRICT=1 turns it into a failure. */
export function describePlaceholders(
  settings: ReadonlyArray<{ variable: string; value: string; hint?: string }>,
) {
  return [
    `These settings are still placeholders (set them in content/site.yml or as variables, docs/configuration.md):`,
    ...settings.map(({ variable, value, hint }) => `  ${variable} = ${value}${hint ? ` (${hint})` : ""}`),
  ].join("\n");
}

/** Serves the settings, the brand stylesheet and the recoloured drawings from the one checked load; reloads on an edit. */
export function contentPlugin(): Plugin {
  let isBuild = false;
  let env = readBuildEnv();
  const read = () => loadContentOnce(env);
  const tryRead = () => {
    try {
      return { loaded: read(), error: undefined };
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return { loaded: undefined, error };
    }
  };

  const reload = (server: ViteDevServer, changedAt: number) => {
    forgetContentOlderThan(changedAt);
    const { error } = tryRead();
    for (const environment of Object.values(server.environments)) {
      for (const module of environment.moduleGraph.idToModuleMap.values()) {
        if ([CONFIG, SETTINGS].some((id) => module.id === `\0${id}`) || PAGE_STYLESHEET.test(module.id ?? ""))
          environment.moduleGraph.invalidateModule(module);
      }
    }
    if (error) {
      server.config.logger.error(error.message, { timestamp: true });
      server.ws.send({ type: "error", err: { message: error.message, stack: "" } });
    } else {
      server.config.logger.info("content reloaded", { timestamp: true });
      server.ws.send({ type: "full-reload" });
    }
  };

  return {
    name: "content",
    configResolved(config) {
      env = { ...readBuildEnv(), ...config.env };
      isBuild = config.command === "build";
      if (!isBuild) return;
      // Thrown while the configuration is read, a problem reaches the command line as it is (an OwnerError prints
      // its message alone), not wrapped with the bundler's stack.
      const { content } = read();
      const placeholders = listPlaceholders(content.site, env);
      const figures = describeStrictFigures(contentRoot(env), env);
      if ((placeholders.length > 0 || figures) && env.SITE_STRICT === "1") {
        const parts = [...(placeholders.length ? [describePlaceholders(placeholders)] : []), ...(figures ? [figures] : [])];
        throw new OwnerError(`SITE_STRICT=1: ${parts.join("\n")}`);
      }
    },
    buildStart() {
      if (!isBuild) return;
      const { content } = read();
      // A closed job is left out: the owner is told which file, so it can be deleted or reopened.
      for (const warning of content.warnings) this.warn(warning);
      const placeholders = listPlaceholders(content.site, env);
      if (placeholders.length > 0) this.warn(describePlaceholders(placeholders));
    },
    generateBundle() {
      // The browser's build carries the drawings in the brand's colours; the prerender's output keeps none.
      if (this.environment.name !== "client") return;
      for (const { fileName, text } of read().images.variants.values())
        this.emitFile({ type: "asset", fileName, source: text });
    },
    configureServer(server) {
      const folder = path.join(contentRoot(env), "content");
      server.watcher.add(folder);
      const onChange = (file: string) => {
        if (!file.startsWith(folder + path.sep)) return;
        reload(server, existsSync(file) ? statSync(file).mtimeMs : Date.now());
      };
      server.watcher.on("change", onChange).on("add", onChange).on("unlink", onChange);
      server.middlewares.use(`/${IMAGE_FOLDER}/`, (request, response, next) => {
        const { loaded } = tryRead();
        const variant = loaded?.images.variants.get(
          `${IMAGE_FOLDER}/${(request.url ?? "").slice(1).split("?")[0]}`,
        );
        if (!variant) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(variant.text);
      });
    },
    resolveId(id) {
      return [CONFIG, SETTINGS].includes(id) ? `\0${id}` : undefined;
    },
    // The brand's colour tokens in both themes (content/brand.yml), unlayered, so that they win over the theme's;
    // before Vite's own CSS plugin, which in `astro dev` turns the stylesheet into a module.
    transform: {
      order: "pre",
      filter: { id: PAGE_STYLESHEET },
      handler: (code) => ({ code: `${code}\n${paletteStylesheet(read().content.brand)}\n`, map: null }),
    },
    load(id) {
      const { site, brand } = read().content;
      if (id === `\0${SETTINGS}`) return settingsModule(site);
      if (id !== `\0${CONFIG}`) return undefined;
      return `export const site = ${JSON.stringify(site)};\nexport const brand = ${JSON.stringify(brand)};`;
    },
  };
}

/** One `export const` per key: a bundle keeps those it reads and writes a string where it is read. */
function exportEach(values: Readonly<Record<string, unknown>>) {
  return Object.entries(values)
    .map(([key, value]) => `export const ${key} = ${value === undefined ? "undefined" : JSON.stringify(value)};`)
    .join("\n");
}

/** Every setting, an unset optional one as undefined; not the promises (readPromises gives a page its language's). */
export function settingsModule(site: Site) {
  const keys = new Set([...Object.keys(siteSchema.shape), ...Object.keys(site)]);
  keys.delete("promises");
  const values = Object.fromEntries([...keys].map((key) => [key, site[key as keyof Site]]));
  return exportEach(values);
}
