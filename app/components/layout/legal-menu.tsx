import { ChevronDown } from "~/components/ui/icons";
import { NavLink, useLocation } from "react-router";
import { LEGAL_LINKS } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { navLinkClass } from "./nav-link-class";

/**
 * The header's Legal menu, a native popover anchored below its button: a dropdown on wide screens, a panel
 * across the mobile menu on phones (nested in the mobile menu's popover, so Escape closes it first).
 */
export function LegalMenu({ variant }: { variant: "dropdown" | "inline" }) {
  const { pathname } = useLocation();
  const inLegal = pathname.startsWith("/legal/");
  const panelId = `legal-menu-${variant}`;

  return (
    <div className="legal-menu-scope group/legal">
      <button
        type="button"
        popoverTarget={panelId}
        className={cn(navLinkClass(inLegal, variant), "legal-menu-button w-full justify-between gap-1")}
      >
        Legal
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-has-[:popover-open]/legal:rotate-180"
        />
      </button>
      <ul
        id={panelId}
        popover="auto"
        className={cn(
          "legal-menu m-0 rounded-card border border-ink-200 bg-white p-2 text-ink-800 shadow-raised",
          variant === "dropdown" ? "legal-menu-dropdown w-56" : "legal-menu-inline",
        )}
      >
        {LEGAL_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
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
