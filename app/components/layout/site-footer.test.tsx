import { render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { site } from "virtual:site-config";

import { loadContentOnce } from "../../../scripts/content/load";
import { SiteFooter } from "./site-footer";

const texts = loadContentOnce().content.ui.en ?? expect.unreachable("the fixture has content/ui/en.yml");

afterEach(() => {
  vi.useRealTimers();
});

test("the copyright line shows the visitor's current year", () => {
  vi.useFakeTimers({ now: new Date("2031-03-04T10:00:00Z"), toFake: ["Date"] });
  render(<SiteFooter legalLinks={[{ label: "Privacy Policy", to: "/legal/privacy" }]} texts={texts} />);
  expect(screen.getByText(`© 2031 ${site.name}. All rights reserved.`)).toBeInTheDocument();
});

test("the owner's email and phone are links", () => {
  render(<SiteFooter legalLinks={[{ label: "Privacy Policy", to: "/legal/privacy" }]} texts={texts} />);
  expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  expect(screen.getByRole("link", { name: site.phone })).toHaveAttribute(
    "href",
    expect.stringMatching(/^tel:\+?\d+$/),
  );
});
