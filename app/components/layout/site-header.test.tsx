import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { listLegalLinks } from "~/lib/navigation";

import { loadContentOnce } from "../../../scripts/content/load";
import { SiteHeader } from "./site-header";

const { content } = loadContentOnce();
const LEGAL_LINKS = listLegalLinks(content.policies.menu);
const texts = content.ui.en ?? expect.unreachable("the fixture has content/ui/en.yml");

/** The element a popover button opens (the browser toggles it; jsdom only holds the markup). */
function popoverOf(button: HTMLElement) {
  const popover = document.getElementById(button.getAttribute("popovertarget") ?? "");
  expect(popover).toHaveAttribute("popover", "auto");
  return popover as HTMLElement;
}

const POLICY_LABELS = LEGAL_LINKS.map((link) => link.label);

describe("SiteHeader", () => {
  test("marks the current page's link with aria-current", () => {
    render(<SiteHeader path="/contact" legalLinks={LEGAL_LINKS} texts={texts} />);
    const [desktopNav] = screen.getAllByRole("navigation", { name: "Main", hidden: true });
    const nav = within(desktopNav as HTMLElement);
    expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  test("the Legal button opens a popover listing the four policies, marking the current one", () => {
    render(<SiteHeader path="/legal/cookies" legalLinks={LEGAL_LINKS} texts={texts} />);
    const legal = screen.getByRole("button", { name: "Legal", hidden: true });
    expect(legal.className).toContain("bg-brand-50");
    const list = popoverOf(legal);
    const links = within(list).getAllByRole("link", { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(POLICY_LABELS);
    expect(within(list).getByRole("link", { name: "Cookie Policy", hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the Menu button opens a popover with the main links, the Legal list and View Courses", () => {
    render(<SiteHeader path="/" legalLinks={LEGAL_LINKS} texts={texts} />);
    const menu = popoverOf(screen.getByRole("button", { name: "Menu" }));
    const nav = within(menu);
    expect(nav.getByRole("link", { name: "Home", hidden: true })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "View Courses", hidden: true })).toHaveAttribute("href", "/courses");
    const legal = menu.querySelector("details");
    expect(legal?.querySelector("summary")).toHaveTextContent("Legal");
    expect(within(legal as HTMLElement).getAllByRole("link", { hidden: true })).toHaveLength(
      POLICY_LABELS.length,
    );
  });
});

describe("SiteHeader on a page of a further language", () => {
  const german = {
    ...(content.ui.de ?? expect.unreachable("the fixture has content/ui/de.yml")),
    prefix: "/de",
  };
  const languages = [{ lang: "en", name: "English", href: "/legal/cookies" }];

  test("links the page in the other language by its own name, in the header and the menu", () => {
    render(
      <SiteHeader path="/de/legal/cookies" legalLinks={LEGAL_LINKS} languages={languages} texts={german} />,
    );
    const links = screen.getAllByRole("link", { name: "English", hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute("href", "/legal/cookies");
      expect(link).toHaveAttribute("hreflang", "en");
      expect(link).toHaveAttribute("lang", "en");
    }
  });

  test("its own links stay in its language", () => {
    render(<SiteHeader path="/de/courses" legalLinks={LEGAL_LINKS} texts={german} />);
    const [desktopNav] = screen.getAllByRole("navigation", { name: "Hauptmenü", hidden: true });
    const nav = within(desktopNav as HTMLElement);
    expect(nav.getByRole("link", { name: "Kurse", hidden: true })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Kurse", hidden: true })).toHaveAttribute("href", "/de/courses");
    expect(
      screen.getAllByRole("link", { name: new RegExp(content.site.name), hidden: true })[0],
    ).toHaveAttribute("href", "/de");
  });

  test("a site of one language has no switch", () => {
    render(<SiteHeader path="/" legalLinks={LEGAL_LINKS} texts={texts} />);
    expect(document.querySelector("a[hreflang]")).toBeNull();
  });
});
