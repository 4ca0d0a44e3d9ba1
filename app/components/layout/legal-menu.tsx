import { ChevronDown } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import type { NavLinkItem } from "~/lib/navigation";

import { navLinkClass } from "./nav-link-class";

/**
 * The header's Legal menu, native and so working without JavaScript. On wide screens a dropdown: a popover
 * anchored below its button (Escape and a press outside close it, focus returns to the button). Inside the
 * mobile menu a disclosure that opens the list in place; it is not a popover nested in the menu's popover,
 * because browsers return focus only from the outermost popover: there Escape closes the whole menu and focus
 * returns to the Menu button.
 */
export function LegalMenu({
  variant,
  path,
  links,
  label,
}: {
  variant: "dropdown" | "inline";
  /** "Legal", in the page's language. */
  label: string;
  path: string;
  links: ReadonlyArray<NavLinkItem>;
}) {
  const inLegal = path.startsWith("/legal/");
  const items = links.map((link) => (
    <li key={link.to}>
      <a
        href={link.to}
        aria-current={link.to === path ? "page" : undefined}
        className={cn(navLinkClass(link.to === path, "inline"), "w-full")}
      >
        {link.label}
      </a>
    </li>
  ));

  if (variant === "inline") {
    return (
      <details className="group/legal">
        <summary
          className={cn(
            navLinkClass(inLegal, "inline"),
            "w-full cursor-pointer list-none justify-between gap-1 [&::-webkit-details-marker]:hidden",
          )}
        >
          {label}
          <ChevronDown className="size-4 transition-transform group-open/legal:rotate-180" />
        </summary>
        <ul className="mt-1 ml-3 border-l border-ink-200 pl-3">{items}</ul>
      </details>
    );
  }

  return (
    <div className="group/legal">
      <button
        type="button"
        popoverTarget="legal-menu"
        className={cn(navLinkClass(inLegal), "legal-menu-button w-full justify-between gap-1")}
      >
        {label}
        <ChevronDown className="size-4 transition-transform group-has-[:popover-open]/legal:rotate-180" />
      </button>
      <ul
        id="legal-menu"
        popover="auto"
        className="legal-menu m-0 w-56 rounded-card border border-ink-200 bg-white p-2 text-ink-800 shadow-raised"
      >
        {items}
      </ul>
    </div>
  );
}
