import { expect, test } from "vitest";

import { listReachingEntries, nameSharedChunk, SHARED_BY } from "./shared-chunk";

type Node = { importers?: string[]; dynamicImporters?: string[]; isEntry?: boolean };

function graphOf(nodes: Record<string, Node>) {
  return {
    getModuleInfo: (id: string) => {
      const node = nodes[id];
      return node
        ? {
            importers: node.importers ?? [],
            dynamicImporters: node.dynamicImporters ?? [],
            isEntry: !!node.isEntry,
          }
        : null;
    },
  };
}

const ISLANDS = Array.from({ length: SHARED_BY }, (_, index) => `/app/island-${index}.tsx`);
const RENDERER = "/node_modules/@astrojs/react/dist/client.js";
const nodes: Record<string, Node> = {
  ...Object.fromEntries(ISLANDS.map((island) => [island, { isEntry: true }])),
  [RENDERER]: { isEntry: true },
  "/app/purge.ts": { importers: ISLANDS },
  "/app/session-store.ts": { importers: ["/app/purge.ts", ...ISLANDS] },
  "/node_modules/react-dom/client.js": { importers: [RENDERER] },
  "/app/button.tsx": { importers: ISLANDS },
  "/app/cn.ts": { importers: ["/app/button.tsx"] },
  "/app/badge.tsx": { importers: ISLANDS.slice(1) },
  "/app/drafts.ts": { dynamicImporters: ["/app/form.ts"] },
  "/app/dates.ts": { importers: ["/app/drafts.ts", ISLANDS[0] ?? ""] },
};
const graph = graphOf(nodes);

test("the entries reaching a module are found through its importers' importers, dynamic imports included", () => {
  expect([...listReachingEntries("/app/cn.ts", graph)].sort()).toEqual([...ISLANDS].sort());
  expect([...listReachingEntries("/app/dates.ts", graph)].sort()).toEqual(
    [ISLANDS[0], "/app/drafts.ts"].sort(),
  );
});

test("what every island page loads and what enough islands use share one chunk, the rest does not", () => {
  expect(nameSharedChunk(RENDERER, graph)).toBe("shared");
  expect(nameSharedChunk("/node_modules/react-dom/client.js", graph)).toBe("shared");
  expect(nameSharedChunk("/app/button.tsx", graph)).toBe("shared");
  expect(nameSharedChunk("/app/cn.ts", graph)).toBe("shared");
  expect(nameSharedChunk("/app/badge.tsx", graph)).toBeNull();
  expect(nameSharedChunk(ISLANDS[0] ?? "", graph)).toBeNull();
  expect(nameSharedChunk("/app/dates.ts", graph)).toBeNull();
});

// Every island imports the purge first: it comes with the shared chunk, not as a request of its own.
test("the purge of expired copies and the store it needs are in the shared chunk", () => {
  expect(nameSharedChunk("/app/purge.ts", graph)).toBe("shared");
  expect(nameSharedChunk("/app/session-store.ts", graph)).toBe("shared");
});
