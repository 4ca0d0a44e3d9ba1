// docs/spec-rules.md §8, served without JavaScript with status 404 (decisions 0022, 0061).

export const FALLBACK_PAGES = {
  course: "/course/1",
  purchase: "/purchase/1",
  legal: "/legal/privacy",
};

export function fallbackFileFor(path) {
  const match = /^\/([^/]+)\/[^/]+$/.exec(path);
  return match && Object.hasOwn(FALLBACK_PAGES, match[1]) ? `/${match[1]}/404.html` : undefined;
}

export const NOT_FOUND_PAGES = {
  blog: "/blog/404.html",
  help: "/help/404.html",
};

export function notFoundPageFor(path) {
  const fallback = fallbackFileFor(path);
  if (fallback) return fallback;
  const folder = /^\/([^/]+)\//.exec(path)?.[1];
  return folder && Object.hasOwn(NOT_FOUND_PAGES, folder) ? NOT_FOUND_PAGES[folder] : "/404.html";
}

export const NOT_FOUND_FILES = [
  "404.html",
  ...Object.keys(FALLBACK_PAGES).map((folder) => `${folder}/404.html`),
  ...Object.values(NOT_FOUND_PAGES).map((page) => page.slice(1)),
];
