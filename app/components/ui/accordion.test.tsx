import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";

import { Accordion, AccordionItem, AccordionPanel, AccordionTrigger } from "./accordion";

const ITEMS = [
  { value: "one", question: "First question", answer: "First answer" },
  { value: "two", question: "Second question", answer: "Second answer" },
  { value: "three", question: "Third question", answer: "Third answer" },
];

function renderAccordion() {
  render(
    <Accordion>
      {ITEMS.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionPanel>{item.answer}</AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>,
  );
  const [first, second, third] = ITEMS.map((item) => screen.getByRole("button", { name: item.question }));
  if (!first || !second || !third) throw new Error("three headers expected");
  return [first, second, third] as const;
}

test("every header is a collapsed button inside a heading, controlling its hidden panel", () => {
  const [first] = renderAccordion();
  expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
  expect(first.closest("h3")).not.toBeNull();
  expect(first).toHaveAttribute("aria-expanded", "false");
  const panel = document.getElementById(first.getAttribute("aria-controls") ?? "");
  expect(panel).toHaveAttribute("role", "region");
  expect(panel).toHaveAttribute("aria-labelledby", first.id);
  expect(panel).not.toBeVisible();
});

test("opening an item shows its panel as a region named by its question", async () => {
  const user = userEvent.setup();
  const [first] = renderAccordion();
  await user.click(first);
  expect(first).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("region", { name: "First question" })).toHaveTextContent("First answer");
});

test("only one item is open at a time", async () => {
  const user = userEvent.setup();
  const [first, second] = renderAccordion();
  await user.click(first);
  await user.click(second);
  expect(first).toHaveAttribute("aria-expanded", "false");
  expect(second).toHaveAttribute("aria-expanded", "true");
  expect(screen.getAllByRole("region")).toHaveLength(1);
});

test("clicking the open item closes it", async () => {
  const user = userEvent.setup();
  const [first] = renderAccordion();
  await user.click(first);
  await user.click(first);
  expect(first).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("region")).toBeNull();
});

test("Enter and Space toggle, arrows, Home and End move between headers", async () => {
  const user = userEvent.setup();
  const [first, second, third] = renderAccordion();
  await user.tab();
  expect(first).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(first).toHaveAttribute("aria-expanded", "true");
  await user.keyboard("{ArrowDown}");
  expect(second).toHaveFocus();
  await user.keyboard(" ");
  expect(second).toHaveAttribute("aria-expanded", "true");
  expect(first).toHaveAttribute("aria-expanded", "false");
  await user.keyboard("{End}");
  expect(third).toHaveFocus();
  await user.keyboard("{ArrowDown}");
  expect(first).toHaveFocus();
  await user.keyboard("{ArrowUp}");
  expect(third).toHaveFocus();
  await user.keyboard("{Home}");
  expect(first).toHaveFocus();
});

test("a default value opens that item first", () => {
  render(
    <Accordion defaultOpen="b">
      <AccordionItem value="a">
        <AccordionTrigger level={2}>A</AccordionTrigger>
        <AccordionPanel>Answer A</AccordionPanel>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger level={2}>B</AccordionTrigger>
        <AccordionPanel>Answer B</AccordionPanel>
      </AccordionItem>
    </Accordion>,
  );
  expect(screen.getByRole("button", { name: "B" })).toHaveAttribute("aria-expanded", "true");
  expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
});
