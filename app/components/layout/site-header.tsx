import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Menu, X } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { listHeaderLinks, type NavLinkItem } from "~/lib/navigation";

import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";
import { BrandMark } from "./brand-mark";
import { LegalMenu } from "./legal-menu";
import { navLinkClass } from "./nav-link-class";

const MOBILE_MENU_ID = "site-menu";

/** The same page in another language of the site: its address and the language's own name ("Deutsch"). */
export type LanguageLink = { lang: string; name: string; href: string };

/** A plain link to the page in another language, named in that language (docs/decisions/0064). */
function LanguageSwitchItems({
  links,
  variant,
}: {
  links: ReadonlyArray<LanguageLink>;
  variant: "dropdown" | "inline";
}) {
  return links.map((link) => (
    <li key={link.lang}>
      <a
        href={link.href}
        hrefLang={link.lang}
        lang={link.lang}
        className={cn(navLinkClass(false, variant), variant === "inline" && "w-full")}
      >
        {link.name}
      </a>
    </li>
  ));
}

/**
 * The fixed site header. It works the same with and without JavaScript: the mobile menu and the Legal dropdown
 * are native popovers (their button toggles them, Escape and a press outside close them and focus returns to
 * the button, the browser tells screen readers whether they are expanded), and the stronger look once the page
 * is scrolled more than 20 px (SPEC) is a CSS scroll-driven animation (`.site-header` in app.css). `path` is the
 * page's own path, whose link is marked as the current page; `languages`, the page in the site's other languages.
 */
export function SiteHeader({
  path,
  legalLinks,
  languages = [],
  texts,
}: {
  path: string;
  legalLinks: ReadonlyArray<NavLinkItem>;
  languages?: ReadonlyArray<LanguageLink>;
  texts: Texts<KeysIn<"layout">>;
}) {
  const t = translator(texts);
  const headerLinks = listHeaderLinks(texts);
  return (
    <header className="site-header group/header fixed inset-x-0 top-0 z-40 border-b border-transparent bg-surface/80 backdrop-blur-sm has-[:popover-open]:border-ink-200 has-[:popover-open]:bg-white has-[:popover-open]:shadow-card">
      <Container className="flex h-header items-center justify-between gap-4">
        <BrandMark home={localPath(texts, "/")} />

        <nav aria-label={t("layout.mainNav")} className="hidden items-center gap-1 md:flex">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  aria-current={link.to === path ? "page" : undefined}
                  className={navLinkClass(link.to === path)}
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <LegalMenu variant="dropdown" path={path} links={legalLinks} label={t("layout.legal")} />
            </li>
            <LanguageSwitchItems links={languages} variant="dropdown" />
          </ul>
          <ButtonLink href={localPath(texts, "/courses")} size="sm" className="ml-3">
            {t("layout.viewCourses")}
          </ButtonLink>
        </nav>

        <button
          type="button"
          aria-label={t("layout.menu")}
          popoverTarget={MOBILE_MENU_ID}
          className="inline-flex size-11 items-center justify-center rounded-control text-ink-800 hover:bg-ink-100 md:hidden"
        >
          <Menu className="size-6 group-has-[#site-menu:popover-open]/header:hidden" />
          <X className="hidden size-6 group-has-[#site-menu:popover-open]/header:block" />
        </button>
      </Container>

      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label={t("layout.mainNav")}
        className="inset-x-0 top-[calc(var(--spacing-header)+1px)] bottom-auto m-0 max-h-[calc(100dvh-var(--spacing-header)-1px)] w-full max-w-none overflow-y-auto border-0 border-y border-ink-100 bg-white p-0 text-ink-800 shadow-raised backdrop:bg-black/40 md:hidden"
      >
        <Container className="flex flex-col gap-1 py-4">
          <ul className="flex flex-col gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  aria-current={link.to === path ? "page" : undefined}
                  className={cn(navLinkClass(link.to === path, "inline"), "w-full")}
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <LegalMenu variant="inline" path={path} links={legalLinks} label={t("layout.legal")} />
            </li>
            <LanguageSwitchItems links={languages} variant="inline" />
          </ul>
          <ButtonLink href={localPath(texts, "/courses")} className="mt-3 w-full">
            {t("layout.viewCourses")}
          </ButtonLink>
        </Container>
      </nav>
    </header>
  );
}
