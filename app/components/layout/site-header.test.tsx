import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { SiteHeader } from "./site-header";

function renderHeaderAt(path: string) {
  const Page = () => (
    <>
      <SiteHeader />
      <p>Page content</p>
    </>
  );
  const Stub = createRoutesStub([
    { path: "/", Component: Page },
    { path: "/contact", Component: Page },
    { path: "/legal/:type", Component: Page },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("SiteHeader", () => {
  test("marks the current page's link with aria-current", () => {
    renderHeaderAt("/contact");
    const [desktopNav] = screen.getAllByRole("navigation", { name: "Main", hidden: true });
    const nav = within(desktopNav as HTMLElement);
    expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  test("the Legal button toggles its list of the four policies", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/");
    const [legal] = screen.getAllByRole("button", { name: "Legal" });
    expect(legal).toHaveAttribute("aria-expanded", "false");
    await user.click(legal as HTMLElement);
    expect(legal).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(legal?.getAttribute("aria-controls") ?? "");
    expect(list).toBeVisible();
    expect(
      within(list as HTMLElement)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Privacy Policy", "Terms of Service", "Cookie Policy", "Refund Policy"]);
    await user.click(legal as HTMLElement);
    expect(legal).toHaveAttribute("aria-expanded", "false");
    expect(list).not.toBeVisible();
  });

  test("Escape closes the Legal list and returns focus to its button", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/");
    const [legal] = screen.getAllByRole("button", { name: "Legal" });
    await user.click(legal as HTMLElement);
    await user.keyboard("{Escape}");
    expect(legal).toHaveAttribute("aria-expanded", "false");
    expect(legal).toHaveFocus();
  });

  test("a press outside closes the Legal list, a press inside does not", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/");
    const [legal] = screen.getAllByRole("button", { name: "Legal" });
    await user.click(legal as HTMLElement);
    const list = document.getElementById(legal?.getAttribute("aria-controls") ?? "") as HTMLElement;
    await user.pointer({ keys: "[MouseLeft]", target: list });
    expect(legal).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByText("Page content"));
    expect(legal).toHaveAttribute("aria-expanded", "false");
  });

  test("following a policy link closes the list and marks Legal as the current section", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/");
    const [legal] = screen.getAllByRole("button", { name: "Legal" });
    await user.click(legal as HTMLElement);
    const list = document.getElementById(legal?.getAttribute("aria-controls") ?? "") as HTMLElement;
    await user.click(within(list).getByRole("link", { name: "Cookie Policy" }));
    const [legalAfter] = screen.getAllByRole("button", { name: "Legal" });
    expect(legalAfter).toHaveAttribute("aria-expanded", "false");
    expect(legalAfter?.className).toContain("bg-brand-50");
  });

  test("the menu button toggles the mobile menu", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/");
    const menu = screen.getByRole("button", { name: "Menu" });
    const panel = document.getElementById(menu.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(panel).not.toBeVisible();
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    await user.click(within(panel).getByRole("link", { name: "Contact" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
