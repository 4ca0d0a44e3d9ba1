// docs/spec-rules.md §8, served without JavaScript with status 404 (decisions 0022, 0061), in each language (0069).

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

/**
 * A further language's folder (`/de`): a first segment shaped like a `languages:` code (model/schemas/site.ts). The
 * servers cannot know the owner's codes, so they try its folder's page and fall back to the root's (decision 0069).
 */
const LANGUAGE_FOLDER = /^(\/[a-z]{2,3})(\/[^]*)$/;

function notFoundPageInFolder(path) {
  const fallback = fallbackFileFor(path);
  if (fallback) return fallback;
  const folder = /^\/([^/]+)\//.exec(path)?.[1];
  return folder && Object.hasOwn(NOT_FOUND_PAGES, folder) ? NOT_FOUND_PAGES[folder] : "/404.html";
}

/**
 * The page an unknown `path` is answered with: its folder's (`/course/404.html`), under a language's folder that
 * language's (`/de/course/404.html`) when `isFile` finds it, else the root's 404 page.
 * @param {string} path
 * @param {(page: string) => boolean} [isFile]
 */
export function notFoundPageFor(path, isFile = () => true) {
  const language = LANGUAGE_FOLDER.exec(path);
  if (!language) return notFoundPageInFolder(path);
  const [, folder = "", rest = ""] = language;
  const page = `${folder}${notFoundPageInFolder(rest)}`;
  return isFile(page) ? page : "/404.html";
}

/**
 * The not-found files the build writes, under each further language's folder too (`de/404.html`).
 * @param {ReadonlyArray<string>} [furtherLanguages]
 */
export function listNotFoundFiles(furtherLanguages = []) {
  const files = [
    "404.html",
    ...Object.keys(FALLBACK_PAGES).map((folder) => `${folder}/404.html`),
    ...Object.values(NOT_FOUND_PAGES).map((page) => page.slice(1)),
  ];
  return ["", ...furtherLanguages.map((code) => `${code}/`)].flatMap((folder) =>
    files.map((file) => `${folder}${file}`),
  );
}

export const NOT_FOUND_FILES = listNotFoundFiles();

/**
 * Netlify's `_redirects` for a site of several languages: netlify.toml holds the first language's folder rules;
 * these, read before them, give each further language's folders and the rest of its paths its own pages.
 */
export function buildNetlifyRedirects(/** @type {ReadonlyArray<string>} */ furtherLanguages) {
  const folders = [...Object.keys(FALLBACK_PAGES), ...Object.keys(NOT_FOUND_PAGES)];
  return furtherLanguages
    .flatMap((code) => [
      ...folders.map((folder) => `/${code}/${folder}/*  ${notFoundPageFor(`/${code}/${folder}/x`)}  404`),
      `/${code}/*  ${notFoundPageFor(`/${code}/x`)}  404`,
    ])
    .map((line) => `${line}\n`)
    .join("");
}
