import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { Plugin } from "vite";

export const ICONS_MODULE = "app/components/ui/icons.tsx";
const ICONS_FILE = fileURLToPath(new URL(`../${ICONS_MODULE}`, import.meta.url));
const VIRTUAL_ID = "virtual:icon-sprite";
const DEV_URL = "/@icon-sprite.svg";

type IconNode = ReadonlyArray<readonly [string, Record<string, string | number>]>;

export function listIconNames(source: string) {
  return [...source.matchAll(/\bcreateIcon\("([a-z0-9-]+)"[,)]/g)].map(([, name]) => name as string);
}

async function readLucideIcon(name: string): Promise<IconNode> {
  try {
    const { __iconData } = (await import(/* @vite-ignore */ `lucide-react/icons/${name}`)) as {
      __iconData: { node: IconNode };
    };
    return __iconData.node;
  } catch {
    throw new Error(`${ICONS_MODULE}: Lucide has no icon named "${name}"`);
  }
}

function renderElement([tag, attributes]: IconNode[number]) {
  const rendered = Object.entries(attributes)
    .filter(([attribute]) => attribute !== "key")
    .map(([attribute, value]) => ` ${attribute}="${String(value).replace(/"/g, "&quot;")}"`)
    .join("");
  return `<${tag}${rendered}/>`;
}

/** Stroke and fill come from the page's <svg> (Icon). */
export async function buildIconSprite(names: ReadonlyArray<string>) {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const node = await readLucideIcon(name);
      return `<symbol id="${name}" viewBox="0 0 24 24">${node.map(renderElement).join("")}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** One hashed SVG file, so that icons cost the pages' JavaScript a few bytes each instead of Lucide's runtime. */
export function iconSprite({ emit = true } = {}): Plugin {
  let isBuild = false;
  let sprite: Promise<string> | undefined;
  const buildSprite = () => buildIconSprite(listIconNames(readFileSync(ICONS_FILE, "utf8")));
  const spriteFile = async () => {
    sprite ??= buildSprite();
    const source = await sprite;
    return {
      source,
      fileName: `assets/icons-${createHash("sha256").update(source).digest("hex").slice(0, 8)}.svg`,
    };
  };
  return {
    name: "icon-sprite",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    async buildStart() {
      // Written whether or not an island imports it: the pages name it in their HTML.
      if (!emit || !isBuild || this.environment?.name !== "client") return;
      const { fileName, source } = await spriteFile();
      this.emitFile({ type: "asset", fileName, source });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined;
    },
    async load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      if (!isBuild) return `export default ${JSON.stringify(DEV_URL)};`;
      return `export default ${JSON.stringify(`/${(await spriteFile()).fileName}`)};`;
    },
    configureServer(server) {
      server.watcher.on("change", (file) => {
        if (file === ICONS_FILE) sprite = undefined;
      });
      server.middlewares.use(DEV_URL, (_request, response, next) => {
        sprite ??= buildSprite();
        sprite.then((source) => {
          response.setHeader("Content-Type", "image/svg+xml");
          response.end(source);
        }, next);
      });
    },
  };
}
