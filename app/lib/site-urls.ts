import type { Content } from "../../model/schemas/content.ts";

/** One URL pattern of the site (app/lib/site-routes.ts). */
export type RouteEntry = { path?: string; index?: boolean; children?: ReadonlyArray<RouteEntry> };

/** Every value each dynamic segment of the route list takes; each one becomes a prerendered URL. */
export type DynamicSegments = Readonly<Record<string, ReadonlyArray<string>>>;

/** The dynamic segments' values, from the content (scripts/content/load.ts). */
export function listDynamicSegments(content: Content): DynamicSegments {
  const courseIds = content.courses.map((course) => course.id);
  return {
    "/course/:id": courseIds,
    "/purchase/:id": courseIds,
    "/legal/:type": content.policies.menu.map((policy) => policy.type),
    "/blog/:slug": content.blog.map((post) => post.slug),
    "/help/:slug": content.helpArticles.map((article) => article.slug),
  };
}

function joinPath(parent: string, path: string | undefined) {
  if (!path) return parent || "/";
  return `${parent.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;
}

function expand(pattern: string, segments: DynamicSegments): ReadonlyArray<string> {
  if (!pattern.includes(":")) return [pattern];
  const values = segments[pattern];
  if (!values)
    throw new Error(`No prerender values for the dynamic route ${pattern}: add it to listDynamicSegments.`);
  const [segment] = pattern.match(/:[^/]+/) ?? [];
  return values.map((value) => pattern.replace(segment ?? "", value));
}

/**
 * The URLs to prerender, read from the route list: static paths as they are, dynamic ones expanded from
 * `segments`, the catch-all 404 route left out. Throws when a dynamic route has no values.
 */
export function listPrerenderPaths(
  routes: ReadonlyArray<RouteEntry>,
  segments: DynamicSegments,
  parent = "",
): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent || "/" : joinPath(parent, route.path);
    if (route.path === "*") return [];
    const own = route.children ? [] : expand(path, segments);
    return [...own, ...listPrerenderPaths(route.children ?? [], segments, path)];
  });
}

/** Whether a prerendered path is a file such as `/blog/rss.xml` (a resource route), not a page with its index.html. */
export function isFilePath(path: string) {
  return /\.[a-z0-9]+$/i.test(path);
}

/** The pages among the prerendered paths (each an index.html): what the sitemap lists and the quality gates visit. */
export function listPagePaths(routes: ReadonlyArray<RouteEntry>, segments: DynamicSegments) {
  return listPrerenderPaths(routes, segments).filter((path) => !isFilePath(path));
}
