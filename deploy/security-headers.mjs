export const CSP_HEADER = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

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
  // credentialless, not require-corp: an analytics script sends no CORP header and must still load.
  "Cross-Origin-Embedder-Policy": "credentialless",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Permitted-Cross-Domain-Policies": "none",
  "Permissions-Policy": PERMISSIONS_POLICY,
};

/** Static hosts join the values of two matching `_headers` rules: these go per path, never on /* (decisions 0015, 0050). */
export const PER_PATH_HEADERS = ["Cross-Origin-Opener-Policy", "Cross-Origin-Embedder-Policy"];

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

/** The sign-in popup hands the token back through window.opener, hence allow-popups. */
export const ADMIN_HEADERS = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": ADMIN_CSP,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  // GitHub's avatars carry no CORP header.
  "Cross-Origin-Embedder-Policy": "credentialless",
  "X-Robots-Tag": "noindex, nofollow",
};

/** An SVG opened on its own runs on the origin holding the editor's GitHub token, so it is sandboxed (decision 0042). */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

export const IMAGE_HEADERS = { ...SECURITY_HEADERS, "Content-Security-Policy": IMAGE_CSP };

export const SANDBOXED_FOLDERS = ["/images/", "/assets/"];

export function isAdminPath(pathname) {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export function isImagePath(pathname) {
  return pathname.startsWith("/images/");
}

export function isSandboxedPath(pathname) {
  return SANDBOXED_FOLDERS.some((folder) => pathname.startsWith(folder)) || /\.svg$/i.test(pathname);
}

export function securityHeadersFor(pathname) {
  if (isSandboxedPath(pathname)) return IMAGE_HEADERS;
  return isAdminPath(pathname) ? ADMIN_HEADERS : SECURITY_HEADERS;
}

export const CACHE_CONTROL = {
  assets: "public, max-age=31536000, immutable",
  images: "public, max-age=3600, stale-while-revalidate=86400",
  revalidate: "no-cache",
};

export function cacheControlFor(pathname) {
  if (isAdminPath(pathname)) return CACHE_CONTROL.revalidate;
  if (pathname.startsWith("/assets/")) return CACHE_CONTROL.assets;
  if (isImagePath(pathname)) return CACHE_CONTROL.images;
  return CACHE_CONTROL.revalidate;
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d+)?$/;

function listSources(origins) {
  const odd = origins.find((origin) => !ORIGIN.test(origin));
  if (odd !== undefined)
    throw new Error(`Not an origin, so not written into the Content-Security-Policy: ${odd}`);
  return ["'self'", ...new Set(origins)].join(" ");
}

/** app/middleware.ts adds the page's own hashes (decision 0050). @param {{ connects?: string[] }} [options] */
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
