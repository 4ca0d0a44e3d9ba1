import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, test, vi } from "vitest";

import { Tabs, TabsList, TabsPanel, TabsTrigger } from "./tabs";

const NAMES = ["One", "Two", "Three", "Four"];

function Example(props: { value?: string; defaultValue?: string; onValueChange?: (value: string) => void }) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Example">
        {NAMES.map((name) => (
          <TabsTrigger key={name} value={name.toLowerCase()}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {NAMES.map((name) => (
        <TabsPanel key={name} value={name.toLowerCase()}>
          Panel {name}
        </TabsPanel>
      ))}
    </Tabs>
  );
}

function expectSelected(name: string) {
  for (const tab of screen.getAllByRole("tab", { hidden: true })) {
    const selected = tab.textContent === name;
    expect(tab).toHaveAttribute("aria-selected", String(selected));
    expect(tab).toHaveAttribute("tabindex", selected ? "0" : "-1");
  }
  expect(screen.getByRole("tabpanel")).toHaveTextContent(`Panel ${name}`);
}

test("wires tabs and panels with the tab pattern's roles and attributes", () => {
  render(<Example defaultValue="one" />);
  expect(screen.getByRole("tablist", { name: "Example" })).toBeInTheDocument();
  const tab = screen.getByRole("tab", { name: "Two" });
  const panelId = tab.getAttribute("aria-controls") ?? "";
  const panel = document.getElementById(panelId);
  expect(panel).toHaveAttribute("role", "tabpanel");
  expect(panel).toHaveAttribute("aria-labelledby", tab.id);
  expect(panel).toHaveAttribute("hidden");
  expect(panel).toHaveTextContent("Panel Two");
  expectSelected("One");
  expect(screen.getByRole("tabpanel", { name: "One" })).toHaveAttribute("tabindex", "0");
});

test("a click selects a tab and shows its panel", async () => {
  const user = userEvent.setup();
  render(<Example defaultValue="one" />);
  await user.click(screen.getByRole("tab", { name: "Three" }));
  expectSelected("Three");
});

test("the arrow keys move and wrap, Home and End jump, and focus selects", async () => {
  const user = userEvent.setup();
  render(<Example defaultValue="one" />);
  await user.tab();
  expect(screen.getByRole("tab", { name: "One" })).toHaveFocus();
  await user.keyboard("{ArrowRight}");
  expect(screen.getByRole("tab", { name: "Two" })).toHaveFocus();
  expectSelected("Two");
  await user.keyboard("{End}");
  expect(screen.getByRole("tab", { name: "Four" })).toHaveFocus();
  expectSelected("Four");
  await user.keyboard("{ArrowRight}");
  expectSelected("One");
  await user.keyboard("{ArrowLeft}");
  expectSelected("Four");
  await user.keyboard("{Home}");
  expect(screen.getByRole("tab", { name: "One" })).toHaveFocus();
  expectSelected("One");
});

test("the tab list is one tab stop: Tab goes on to the panel", async () => {
  const user = userEvent.setup();
  render(<Example defaultValue="two" />);
  await user.tab();
  expect(screen.getByRole("tab", { name: "Two" })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole("tabpanel")).toHaveFocus();
});

test("a controlled Tabs reports the change and shows the value it is given", async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<Example value="three" onValueChange={onValueChange} />);
  await user.click(screen.getByRole("tab", { name: "One" }));
  expect(onValueChange).toHaveBeenCalledWith("one");
  expectSelected("Three");
});

test("a controlled Tabs follows its owner's state", async () => {
  const user = userEvent.setup();
  function Owner() {
    const [value, setValue] = useState("one");
    return <Example value={value} onValueChange={setValue} />;
  }
  render(<Owner />);
  await user.click(screen.getByRole("tab", { name: "Four" }));
  expectSelected("Four");
});

test("a part outside Tabs says what is wrong", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  expect(() => render(<TabsTrigger value="x">X</TabsTrigger>)).toThrow(
    "<TabsTrigger> must be placed inside <Tabs>.",
  );
});
