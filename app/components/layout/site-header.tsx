import { Menu, X } from "~/components/ui/icons";
import { NavLink, useLocation } from "react-router";
import { HEADER_LINKS } from "~/content/navigation";
import { useDisclosure } from "~/hooks/use-disclosure";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { cn } from "~/lib/cn";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { BrandMark } from "./brand-mark";
import { LegalMenu } from "./legal-menu";
import { navLinkClass } from "./nav-link-class";

/** SPEC: the header takes a stronger look once the page is scrolled more than 20 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

export function SiteHeader() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { open, panelId, buttonRef, containerRef, close, toggle } = useDisclosure(pathname);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200",
        scrolled || open
          ? "border-ink-200 bg-white shadow-card"
          : "border-transparent bg-surface/80 backdrop-blur-sm",
      )}
    >
      <div ref={containerRef}>
        <Container className="flex h-header items-center justify-between gap-4">
          <BrandMark onClick={close} />

          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            <ul className="flex items-center gap-1">
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={({ isActive }) => navLinkClass(isActive)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <LegalMenu variant="dropdown" />
              </li>
            </ul>
            <ButtonLink to="/courses" size="sm" className="ml-3">
              View Courses
            </ButtonLink>
          </nav>

          <button
            ref={buttonRef}
            type="button"
            aria-label="Menu"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={toggle}
            className="inline-flex size-11 items-center justify-center rounded-control text-ink-800 hover:bg-ink-100 md:hidden"
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </Container>

        <nav
          id={panelId}
          aria-label="Main"
          hidden={!open}
          className="max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-t border-ink-100 bg-white md:hidden"
        >
          <Container className="flex flex-col gap-1 py-4">
            <ul className="flex flex-col gap-1">
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    onClick={close}
                    className={({ isActive }) => cn(navLinkClass(isActive, "inline"), "w-full")}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <LegalMenu variant="inline" onNavigate={close} />
              </li>
            </ul>
            <ButtonLink to="/courses" onClick={close} className="mt-3 w-full">
              View Courses
            </ButtonLink>
          </Container>
        </nav>
      </div>
    </header>
  );
}
