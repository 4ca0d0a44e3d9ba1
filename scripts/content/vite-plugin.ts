import path from "node:path";

import type { Plugin, ViteDevServer } from "vite";

import { listPlaceholderSettings } from "./collections/site.ts";
import { type Content, contentRoot, loadContent } from "./load.ts";
import { ContentError } from "./problems.ts";

const PREFIX = "virtual:content/";
const RESOLVED = `\0${PREFIX}`;
/** Every collection in one module: for build-time code such as the sitemap route, never for a page. */
const ALL = "virtual:content";

/** What a build with placeholder settings says; SITE_STRICT=1 turns it into a failure. */
export function describePlaceholders(settings: ReadonlyArray<{ variable: string; value: string }>) {
  return [
    `These settings are still placeholders (set them in content/site.yml or as variables, README "Configuration"):`,
    ...settings.map(({ variable, value }) => `  ${variable} = ${value}`),
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

  const load = (): Content | undefined => {
    try {
      content = loadContent(root, env);
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
    },
    buildStart() {
      if (content || error) return;
      const loaded = load();
      if (error) throw error;
      if (!loaded || !isBuild) return;
      for (const warning of loaded.warnings) this.warn(warning);
      const placeholders = listPlaceholderSettings(loaded.site);
      if (placeholders.length === 0) return;
      const message = describePlaceholders(placeholders);
      if (env.SITE_STRICT === "1") throw new Error(`SITE_STRICT=1: ${message}`);
      this.warn(message);
    },
    configureServer(server) {
      const folder = path.join(root, "content");
      server.watcher.add(folder);
      const onChange = (file: string) => {
        if (file.startsWith(folder + path.sep)) reload(server);
      };
      server.watcher.on("change", onChange).on("add", onChange).on("unlink", onChange);
    },
    resolveId(id) {
      return id === ALL || id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${ALL}` && !id.startsWith(RESOLVED)) return undefined;
      if (!content && !error) load();
      if (error) throw error;
      if (id === `\0${ALL}`) return `export default ${JSON.stringify(content)};`;
      return `export default ${JSON.stringify(readPart(content, id.slice(RESOLVED.length)))};`;
    },
  };
}
