import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { site } from "virtual:site-config";

import { readFixtureTexts } from "../../../scripts/content/test-content";
import { EmailReady } from "./email-ready";

const TEXTS = readFixtureTexts();

afterEach(() => {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: undefined });
});

const DRAFT = {
  subject: "Contact Form: Hello",
  body: "Hello team,\n\nA short question.\n\nBest regards,\nAda",
};

test("shows the draft, addressed to the owner, with focus on its heading", () => {
  render(<EmailReady texts={TEXTS} to={site.email} draft={DRAFT} lead="Your message is ready." />);
  expect(screen.getByRole("heading", { name: "Email Ready!" })).toHaveFocus();
  expect(screen.getByRole("region", { name: "Email Ready!" })).toHaveTextContent(`Send it to ${site.email}`);
  expect(screen.getByRole("textbox", { name: "To" })).toHaveValue(site.email);
  expect(screen.getByRole("textbox", { name: "Subject" })).toHaveValue(DRAFT.subject);
  expect(screen.getByRole("textbox", { name: "Body" })).toHaveValue(DRAFT.body);
  expect(screen.getByRole("link", { name: "Open in email app" })).toHaveAttribute(
    "href",
    expect.stringMatching(/^mailto:.+\?subject=Contact%20Form%3A%20Hello&body=Hello%20team%2C%0D%0A/),
  );
});

test("a draft too long for a mailto link is offered for copying only", () => {
  render(
    <EmailReady
      texts={TEXTS}
      to={site.email}
      draft={{ ...DRAFT, body: "Long text. ".repeat(200) }}
      lead="Your message is ready."
    />,
  );
  expect(screen.queryByRole("link", { name: "Open in email app" })).not.toBeInTheDocument();
  expect(screen.getByText(/This email is too long to open in your email app directly/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
});

test("without a clipboard the text is selected and a hint says how to copy it", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const user = userEvent.setup();
  render(<EmailReady texts={TEXTS} to={site.email} draft={DRAFT} lead="Your message is ready." />);
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: undefined });
  await user.click(screen.getByRole("button", { name: "Copy body" }));
  const body = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Body" });
  expect(body).toHaveFocus();
  expect([body.selectionStart, body.selectionEnd]).toEqual([0, DRAFT.body.length]);
  expect(body).toHaveAccessibleDescription(
    "Automatic copying isn't available here. The text is selected: press Ctrl+C (Cmd+C on a Mac) to copy it.",
  );
  expect(screen.getByRole("button", { name: "Copy body" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Copied!" })).not.toBeInTheDocument();
  expect(log).toHaveBeenCalledWith("Failed to copy to clipboard:", expect.any(Error));
});
