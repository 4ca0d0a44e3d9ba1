import path from "node:path";

import type { Plugin, ViteDevServer } from "vite";

import type { Content } from "../../model/schemas/content.ts";
import type { Site } from "../../model/schemas/site.ts";
import { listEditorPlaceholders } from "../cms-backend.ts";
import { paletteStylesheet } from "./brand-palette.ts";
import { listPlaceholderSettings } from "./collections/site.ts";
import { ContentImages, IMAGE_FOLDER, readImageVariant } from "./images.ts";
import { contentRoot, loadContent, REPOSITORY_ROOT } from "./load.ts";
import { ContentError, OwnerError } from "./problems.ts";

const PREFIX = "virtual:content/";
const RESOLVED = `\0${PREFIX}`;
/** Every collection in one module: for build-time code such as the share images, never for a page. */
const ALL = "virtual:content";
/** The brand's colour tokens in both themes (content/brand.yml), loaded by every page after app.css. */
const BRAND_CSS = "virtual:content/brand.css";
const RESOLVED_BRAND_CSS = "/@content/brand.css";
/** The resized copies of the articles' photos, kept between builds: their names hash their source and settings. */
const IMAGE_CACHE = path.join(REPOSITORY_ROOT, "node_modules/.cache/article-images");
const IMAGE_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};

/** The site's settings and the editor's repository that are still the template's stand-ins. */
export function listPlaceholders(site: Site, env: Readonly<Record<string, string | undefined>>) {
  return [...listPlaceholderSettings(site), ...listEditorPlaceholders(env)];
}

/** What a build with placeholder settings says; SITE_STRICT=1 turns it into a failure. */
export function describePlaceholders(
  settings: ReadonlyArray<{ variable: string; value: string; hint?: string }>,
) {
  return [
    `These settings are still placeholders (set them in content/site.yml or as variables, README "Configuration"):`,
    ...settings.map(({ variable, value, hint }) => `  ${variable} = ${value}${hint ? ` (${hint})` : ""}`),
  ].join("\n");
}

/**
 * `virtual:content/<name>` is a collection; `virtual:content/<name>/<key>` one of its top-level fields, for a page
 * that shows only that part: a bundle cannot leave out what it does not use of one imported object.
 */
function readPart(content: Content | undefined, path: string): unknown {
  const [name = "", ...keys] = path.split("/");
  let value: unknown = content && Object.hasOwn(content, name) ? content[name as keyof Content] : undefined;
  for (const key of keys) {
    value =
      value && typeof value === "object" && Object.hasOwn(value, key) ? Reflect.get(value, key) : undefined;
  }
  if (value === undefined) throw new Error(`${PREFIX}${path}: no such content collection or field`);
  return value;
}

/**
 * `import courses from "virtual:content/courses"`: the content files, validated and compiled (Markdown to HTML)
 * when the build or the dev server starts, as plain data. A broken file stops both with one line per problem;
 * while the dev server runs, an edit reloads the pages, or shows the problems until the file is fixed.
 */
export function contentPlugin(): Plugin {
  let root = process.cwd();
  let env: Record<string, string | undefined> = {};
  let isBuild = false;
  let content: Content | undefined;
  let error: ContentError | undefined;
  let images = new ContentImages(root);

  const load = (): Content | undefined => {
    images = new ContentImages(root);
    try {
      content = loadContent(root, env, images);
      error = undefined;
    } catch (caught) {
      if (!(caught instanceof ContentError)) throw caught;
      content = undefined;
      error = caught;
    }
    return content;
  };

  const reload = (server: ViteDevServer) => {
    load();
    for (const environment of Object.values(server.environments)) {
      for (const module of environment.moduleGraph.idToModuleMap.values()) {
        if (module.id === `\0${ALL}` || module.id?.startsWith(RESOLVED))
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
      env = { ...process.env, ...config.env };
      root = env.CONTENT_ROOT ? contentRoot(env) : config.root;
      isBuild = config.command === "build";
      if (!isBuild) return;
      // A build checks the content first, while the configuration is read: a problem thrown there reaches the
      // command line as it is (an OwnerError prints its message alone), not wrapped with the bundler's stack.
      const loaded = load();
      if (error) throw error;
      const placeholders = loaded ? listPlaceholders(loaded.site, env) : [];
      if (placeholders.length > 0 && env.SITE_STRICT === "1") {
        throw new OwnerError(`SITE_STRICT=1: ${describePlaceholders(placeholders)}`);
      }
    },
    buildStart() {
      if (!content && !error) load();
      if (error) throw error;
      if (!content || !isBuild) return;
      // A closed job is left out: the owner is told which file, so it can be deleted or reopened.
      for (const warning of content.warnings) this.warn(warning);
      const placeholders = listPlaceholders(content.site, env);
      if (placeholders.length > 0) this.warn(describePlaceholders(placeholders));
    },
    async generateBundle() {
      // The browser's build carries the photos' resized copies; the prerender's output keeps none.
      if (this.environment.name !== "client") return;
      for (const variant of images.variants.values()) {
        this.emitFile({
          type: "asset",
          fileName: variant.fileName,
          source: await readImageVariant(variant, IMAGE_CACHE),
        });
      }
    },
    configureServer(server) {
      const folder = path.join(root, "content");
      server.watcher.add(folder);
      const onChange = (file: string) => {
        if (file.startsWith(folder + path.sep)) reload(server);
      };
      server.watcher.on("change", onChange).on("add", onChange).on("unlink", onChange);
      // The dev server writes a photo's copy when a page first asks for it.
      server.middlewares.use(`/${IMAGE_FOLDER}/`, (request, response, next) => {
        const variant = images.variants.get(`${IMAGE_FOLDER}/${(request.url ?? "").slice(1).split("?")[0]}`);
        if (!variant) return next();
        readImageVariant(variant, IMAGE_CACHE).then((bytes) => {
          response.setHeader("Content-Type", IMAGE_TYPES[path.extname(variant.fileName).slice(1)] ?? "");
          response.end(bytes);
        }, next);
      });
    },
    resolveId(id) {
      // A path-like id, not a \0 one, so that Vite's CSS pipeline takes the stylesheet as its own.
      if (id === BRAND_CSS) return RESOLVED_BRAND_CSS;
      return id === ALL || id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === RESOLVED_BRAND_CSS) {
        if (!content && !error) load();
        if (error) throw error;
        return content ? paletteStylesheet(content.brand) : "";
      }
      if (id !== `\0${ALL}` && !id.startsWith(RESOLVED)) return undefined;
      if (!content && !error) load();
      if (error) throw error;
      if (id === `\0${ALL}`) return `export default ${JSON.stringify(content)};`;
      return `export default ${JSON.stringify(readPart(content, id.slice(RESOLVED.length)))};`;
    },
  };
}
