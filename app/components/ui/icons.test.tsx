import { render } from "@testing-library/react";
import { expect, test } from "vitest";

import { Menu } from "./icons";

test("an icon draws its sprite symbol in Lucide's stroke style and is hidden from assistive technology", () => {
  const { container } = render(<Menu className="size-6" />);
  const svg = container.querySelector("svg");
  expect(svg).toHaveAttribute("aria-hidden", "true");
  expect(svg).toHaveAttribute("class", "size-6");
  expect(svg).toHaveAttribute("stroke", "currentColor");
  expect(svg?.querySelector("use")?.getAttribute("href")).toMatch(/#menu$/);
});

test("an icon can be given a name instead", () => {
  const { getByRole } = render(<Menu aria-hidden={undefined} role="img" aria-label="Menu" />);
  expect(getByRole("img", { name: "Menu" })).toBeInTheDocument();
});
