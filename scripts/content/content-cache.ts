import type { Content } from "../../model/schemas/content.ts";
import type { ContentImages } from "./images.ts";

export type LoadedContent = {
  key: string;
  loadedAt: number;
  content?: Content;
  error?: unknown;
  images: ContentImages;
};

// On globalThis: Astro loads the config, the collections and the pages' build as separate module graphs.
const CACHE = Symbol.for("meridian.loadedContent");
type Cache = { [CACHE]?: LoadedContent };
const cache = globalThis as Cache;

export function readCache() {
  return cache[CACHE];
}

export function writeCache(loaded: LoadedContent | undefined) {
  cache[CACHE] = loaded;
}

export function readLoadedContent(): Content {
  const loaded = cache[CACHE];
  if (!loaded?.content) throw new Error("The content has not been loaded in this process");
  return loaded.content;
}
