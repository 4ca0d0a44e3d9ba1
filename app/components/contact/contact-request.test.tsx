import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ContactRequestPanel } from "./contact-request";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderPanel() {
  const Stub = createRoutesStub([{ path: "/contact", Component: ContactRequestPanel }]);
  render(<Stub initialEntries={["/contact"]} />);
}

function type(name: string, value: string) {
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
}

test("a submit sends for 1 s, then shows the draft and forgets the typed values", () => {
  renderPanel();
  type("Full Name", "Ada Lovelace");
  type("Email Address", "ada@example.com");
  type("Subject", "Engines");
  type("Message", "Hello");
  expect(window.sessionStorage.getItem("form:contact")).not.toBeNull();

  fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
  expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
  act(() => vi.advanceTimersByTime(999));
  expect(screen.queryByRole("heading", { name: "Email Ready!" })).not.toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));

  expect(screen.getByRole("heading", { name: "Email Ready!" })).toHaveFocus();
  expect(screen.getByRole("textbox", { name: "Subject" })).toHaveValue("Contact Form: Engines");
  expect(screen.queryByRole("form")).not.toBeInTheDocument();
  expect(window.sessionStorage.getItem("form:contact")).toBeNull();
});

test("values typed earlier in the session come back with a notice", () => {
  window.sessionStorage.setItem("form:contact", JSON.stringify({ name: "Ada", message: "Half a thought" }));
  renderPanel();
  expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveValue("Ada");
  expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Half a thought");
  expect(screen.getByText("We restored what you typed earlier.")).toBeInTheDocument();
});
