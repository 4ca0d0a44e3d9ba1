// The one source of the security headers: `npm run nginx-config` writes them for nginx (deploy/nginx-headers/:
// security-headers.conf, admin-headers.conf, image-headers.conf, installed with the recipe), integrations/site.ts
// for static hosts (build/client/_headers), scripts/start.mjs sends them; the browser tests read the same list to check what is sent.

/** Directives a <meta> CSP cannot carry, sent with every response; the page's meta tag (app/middleware.ts) adds the rest. */
export const CSP_HEADER = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** Features the site does not use are denied; clipboard-write stays for the copy buttons. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "clipboard-write=(self)",
].join(", ");

export const SECURITY_HEADERS = {
  "Content-Security-Policy": CSP_HEADER,
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Every resource of the site is same-origin, so the page can be cross-origin isolated at no cost
  // (e2e/hosting/nginx.spec.ts loads every URL in Chromium and checks it is, with no blocked request); credentialless
  // rather than require-corp lets an analytics provider's script, which sends no CORP header, load without cookies.
  "Cross-Origin-Embedder-Policy": "credentialless",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Permitted-Cross-Domain-Policies": "none",
  "Permissions-Policy": PERMISSIONS_POLICY,
};

/**
 * The headers whose value differs between the site and the editor: static hosts get them per path, never on /*,
 * since they join the values of two matching rules (`_headers`, integrations/site.ts). Every other security
 * header is the same everywhere, unknown paths included. The policy is sent everywhere too: joined, two policies
 * both apply, so a sandboxed file's or the editor's own stays in force beside it.
 */
export const PER_PATH_HEADERS = ["Cross-Origin-Opener-Policy", "Cross-Origin-Embedder-Policy"];

/**
 * The content editor at /admin/ (Sveltia CMS, admin/): its own policy, as strict as the CMS allows; each source is
 * one the editor was seen to need in e2e/content/admin.spec.ts or in the CMS's code (docs/editing.md):
 * - scripts: its own bundle only, no inline script, no eval, no WebAssembly (image conversion stays off);
 * - styles: its own, and 'unsafe-inline': Svelte adds each component's styles as a <style> element at run time;
 * - images: its own and the site's; blob: (files read from the folder or the repository, an image picked before
 *   it is saved); data: (the editor's logo, which it turns into its page icon); GitHub's avatars (the account);
 * - fonts: its own three, bundled; workers: its own;
 * - connections: its own (config.yml); blob: (a picked image it reads back to save it); data: (its logo); GitHub's
 *   API (reading and committing the content) and status page (the CMS warns when GitHub is down);
 * - frames: blob:, the preview pane's document;
 * - no plugins, no form posted anywhere, no <base> elsewhere, no page framing the editor.
 * Sign-in opens the authenticator in a popup (window.open, which CSP does not restrict); the popup hands the token
 * back through window.opener, which is why the editor's opener policy allows popups.
 */
export const ADMIN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "frame-src blob:",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The editor's headers: its policy, an opener policy that lets the sign-in popup answer, and no indexing. */
export const ADMIN_HEADERS = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": ADMIN_CSP,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  // The signed-in account's avatar comes from GitHub without a Cross-Origin-Resource-Policy header: it loads
  // without credentials instead of being blocked.
  "Cross-Origin-Embedder-Policy": "credentialless",
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * Images and the build's other files that are no page (the SVGs among them: the owner's drawings, the recoloured
 * copies under /assets/images/, the icon sprite), opened on their own, are documents of the site's origin, where the
 * editor keeps the owner's GitHub token. They are served sandboxed (a unique origin, no script, no plugin, no
 * form), loading nothing but their own inline styles, and framed by no page; the policy means nothing to the
 * scripts, styles and fonts among them, which are no documents. On hosts without headers (GitHub Pages) the SVGs
 * are inert copies all the same (docs/decisions/0042-inert-drawings.md).
 */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** The headers of a sandboxed file: the site's, with the image policy. */
export const IMAGE_HEADERS = { ...SECURITY_HEADERS, "Content-Security-Policy": IMAGE_CSP };

/** The folders served with IMAGE_HEADERS on every host; the build publishes SVG files nowhere else. */
export const SANDBOXED_FOLDERS = ["/images/", "/assets/"];

/** Whether a URL path belongs to the editor: /admin and everything under /admin/. */
export function isAdminPath(pathname) {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** Whether a URL path is one of the site's images (deploy/nginx.conf's `location /images/`, `/images/*`). */
export function isImagePath(pathname) {
  return pathname.startsWith("/images/");
}

/** Whether a URL path is served with IMAGE_HEADERS: the sandboxed folders, and an SVG wherever it is. */
export function isSandboxedPath(pathname) {
  return SANDBOXED_FOLDERS.some((folder) => pathname.startsWith(folder)) || /\.svg$/i.test(pathname);
}

/** The security headers of a URL path: the sandboxed files' (SVGs everywhere), the editor's, else the site's. */
export function securityHeadersFor(pathname) {
  if (isSandboxedPath(pathname)) return IMAGE_HEADERS;
  return isAdminPath(pathname) ? ADMIN_HEADERS : SECURITY_HEADERS;
}

/**
 * Cache-Control by kind of file, the same in deploy/nginx.conf, in `_headers` and in `npm start`: hashed assets
 * for a year, images (stable names) an hour and then served stale while they revalidate, everything else (pages,
 * feeds, robots.txt) revalidated on every visit.
 */
export const CACHE_CONTROL = {
  assets: "public, max-age=31536000, immutable",
  images: "public, max-age=3600, stale-while-revalidate=86400",
  revalidate: "no-cache",
};

/** The Cache-Control of a URL path. */
export function cacheControlFor(pathname) {
  // The editor's files are revalidated like pages: the owner gets a new configuration with the next build.
  if (isAdminPath(pathname)) return CACHE_CONTROL.revalidate;
  if (pathname.startsWith("/assets/")) return CACHE_CONTROL.assets;
  if (isImagePath(pathname)) return CACHE_CONTROL.images;
  return CACHE_CONTROL.revalidate;
}

/** An origin as the URL parser writes one: scheme, host and port, nothing that could end a source list. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d+)?$/;

/** The policy's source list of 'self' and `origins`, each checked to be an origin (model/service-address.ts parses them). */
function listSources(origins) {
  const odd = origins.find((origin) => !ORIGIN.test(origin));
  if (odd !== undefined)
    throw new Error(`Not an origin, so not written into the Content-Security-Policy: ${odd}`);
  return ["'self'", ...new Set(origins)].join(" ");
}

/**
 * The directives of each page's <meta> policy besides script-src and style-src, which app/middleware.ts writes with
 * the hashes of the page's own inline scripts and styles; connect-src adds exactly the configured third-party
 * origins (form service, analytics, newsletter).
 * @param {{ connects?: string[] }} [options]
 */
export function buildPageCspDirectives({ connects = [] } = {}) {
  return [
    "default-src 'none'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src ${listSources(connects)}`,
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}
