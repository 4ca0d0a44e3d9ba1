import "./app.css";

import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";

import { ScrollRestoration } from "~/components/layout/scroll-restoration";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/content/site";
import { useFocusHeadingOnNavigate } from "~/hooks/use-focus-heading-on-navigate";
import { usePageHydrates } from "~/hooks/use-page-hydrates";

import type { Route } from "./+types/root";

// The provider's script when analytics is set (resolved at build, scripts/content/collections/site.ts): one external
// tag, on static pages too, run after the page is parsed.
const analytics = site.analyticsTag;

// The fallback for pages without their own meta: the SPA fallback page served for unknown URLs.
export function meta() {
  return [{ title: site.name }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  // A page whose module declares `handle = { hydrate: false }` ships no script
  // (docs/decisions/0009-static-pages-ship-no-javascript.md).
  const hydrates = usePageHydrates();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f6358" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrates ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        {analytics ? <script defer src={analytics.src} {...analytics.attributes} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  useFocusHeadingOnNavigate();
  useEffect(() => {
    // Marks the document as interactive: tests wait for it before they click.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

function AppShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[70vh] pt-header">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/** Shown by the SPA fallback page (unknown URLs) until the app has loaded and chosen the route. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center p-6">
      <p className="text-ink-600" role="status">
        Loading…
      </p>
      <noscript>
        <p className="text-ink-600">
          This address is not a page of the site. <a href="/">Go to the home page</a>.
        </p>
      </noscript>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <AppShell>
      <PageHero
        eyebrow={notFound ? "Error 404" : "Something went wrong"}
        title={notFound ? "Page not found" : "We couldn't show this page"}
        lead={
          notFound
            ? "The page you are looking for does not exist."
            : "An unexpected error stopped this page from loading. Reloading usually helps; if it keeps happening, please let us know."
        }
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/">Go to the home page</ButtonLink>
          <ButtonLink href="/contact" variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </PageHero>
    </AppShell>
  );
}
