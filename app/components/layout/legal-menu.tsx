import { ChevronDown } from "~/components/ui/icons";
import { NavLink, useLocation } from "react-router";
import { LEGAL_LINKS } from "~/content/navigation";
import { useDisclosure } from "~/hooks/use-disclosure";
import { cn } from "~/lib/cn";
import { navLinkClass } from "./nav-link-class";

/** The header's Legal disclosure: a dropdown on wide screens, an inline list inside the mobile menu. */
export function LegalMenu({
  variant,
  onNavigate,
}: {
  variant: "dropdown" | "inline";
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const { open, panelId, buttonRef, containerRef, close, toggle } = useDisclosure(pathname);
  const inLegal = pathname.startsWith("/legal/");

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={cn(navLinkClass(inLegal, variant), "w-full justify-between gap-1")}
      >
        Legal
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className={cn(
          variant === "dropdown"
            ? "absolute right-0 mt-2 w-56 rounded-card border border-ink-200 bg-white p-2 shadow-raised"
            : "mt-1 ml-3 border-l border-ink-200 pl-3",
        )}
      >
        {LEGAL_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={() => {
                close();
                onNavigate?.();
              }}
              className={({ isActive }) => cn(navLinkClass(isActive, "inline"), "w-full")}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
