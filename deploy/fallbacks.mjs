// The specification's fallbacks for unknown ids and types (docs/spec-rules.md §8), as the hosts serve them without
// JavaScript: a request for /course/<anything> (one path segment) that is no file gets the first course's page
// (course 1 while it is offered), and so on. The build writes each fallback as its folder's `404.html`
// (app/pages/course/404.astro): the real page, plus, for a course or purchase id, a line saying that the course asked
// for was not found. nginx (deploy/nginx.conf), `npm start` (scripts/start.mjs) and Cloudflare Pages (the nearest
// `404.html` up the folder tree) serve that file with status 404; GitHub Pages and Netlify have only the root
// `404.html`. Each fallback page names its real URL in its canonical link. docs/decisions/0022, 0061.

/** Folder of the unknown URL → the URL of the page shown for it (with the shipped content: the first course, course 1). */
export const FALLBACK_PAGES = {
  course: "/course/1",
  purchase: "/purchase/1",
  legal: "/legal/privacy",
};

/**
 * The file served for `path` when no file answers it (its folder's fallback copy, `/course/404.html`), or
 * undefined: only one segment under a fallback folder.
 */
export function fallbackFileFor(path) {
  const match = /^\/([^/]+)\/[^/]+$/.exec(path);
  return match && Object.hasOwn(FALLBACK_PAGES, match[1]) ? `/${match[1]}/404.html` : undefined;
}

/**
 * Folders whose unknown URLs get a not-found page of their own, with status 404: "Article not found" with the way
 * back to the blog, "Help article not found" with the way to the Help Center and support (app/pages/blog/404.astro,
 * app/pages/help/404.astro). Cloudflare Pages finds them as the nearest 404.html; nginx and `npm start` serve them
 * for any unknown path under the folder, as Cloudflare does.
 */
export const NOT_FOUND_PAGES = {
  blog: "/blog/404.html",
  help: "/help/404.html",
};

/** The not-found page an unknown `path` is answered with (status 404): its folder's fallback or own page, or the site's. */
export function notFoundPageFor(path) {
  const fallback = fallbackFileFor(path);
  if (fallback) return fallback;
  const folder = /^\/([^/]+)\//.exec(path)?.[1];
  return folder && Object.hasOwn(NOT_FOUND_PAGES, folder) ? NOT_FOUND_PAGES[folder] : "/404.html";
}

/** The copies Cloudflare Pages serves for unknown URLs in each fallback folder, the folders' not-found pages and the root 404 page. */
export const NOT_FOUND_FILES = [
  "404.html",
  ...Object.keys(FALLBACK_PAGES).map((folder) => `${folder}/404.html`),
  ...Object.values(NOT_FOUND_PAGES).map((page) => page.slice(1)),
];
