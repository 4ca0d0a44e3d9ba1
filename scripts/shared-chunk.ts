/** What the bundler tells of a module while it splits chunks (Rolldown's `ModuleInfo`, the fields read here). */
type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: ReadonlyArray<string>;
    dynamicImporters: ReadonlyArray<string>;
    isEntry: boolean;
  } | null;
};

/** A module that this many islands (or other entries) import goes to the shared chunk. */
export const SHARED_BY = 7;

/** The entry every page with an island loads when its first island hydrates: Astro's React renderer. */
const EVERY_ISLAND_PAGE = /@astrojs[\\/]react[\\/]dist[\\/]client\.js$/;

/** The entries (islands, the renderer, modules loaded with `import()`) whose static imports reach `id`. */
export function listReachingEntries(id: string, graph: ModuleGraph) {
  const entries = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) entries.add(current);
    for (const importer of info.importers)
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
  }
  return entries;
}

/**
 * Rolldown's chunk name for a module: "shared" for what every island page loads (React DOM, React) and for what
 * SHARED_BY entries use (the purge of expired copies that every island imports among them), in one chunk
 * (decision 0071); other modules are split as the bundler likes.
 */
export function nameSharedChunk(id: string, graph: ModuleGraph) {
  const entries = listReachingEntries(id, graph);
  const everywhere = [...entries].some((entry) => EVERY_ISLAND_PAGE.test(entry));
  return everywhere || entries.size >= SHARED_BY ? "shared" : null;
}
