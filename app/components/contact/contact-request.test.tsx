import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { site } from "virtual:site-config";

import { DRAFT_SEND_DELAY_MS } from "~/lib/form-delays";
import { readStoredJson, writeStoredFields } from "~/lib/session-store";
import { CONTACT_STORAGE_KEY, resultStorageKey } from "~/lib/storage-keys";

import { readFixtureTexts } from "../../../scripts/content/test-content";
import { ContactRequestPanel } from "./contact-request";

const TEXTS = readFixtureTexts();

const RESULT_KEY = resultStorageKey(CONTACT_STORAGE_KEY);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderPanel() {
  render(<ContactRequestPanel replyTime={site.promises.replyTime} texts={TEXTS} />);
}

function type(name: string, value: string) {
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
}

test("a submit sends for the draft delay, then shows the draft and forgets the typed values", async () => {
  // The fake clock starts a minute back: what it dates stays in the past once the test goes back to real time
  // (stored copies dated in the future are dropped, app/lib/session-store.ts).
  vi.setSystemTime(Date.now() - 60_000);
  renderPanel();
  type("Full Name", "Ada Lovelace");
  type("Email Address", "ada@example.com");
  type("Subject", "Engines");
  type("Message", "Hello");
  expect(window.sessionStorage.getItem(CONTACT_STORAGE_KEY)).not.toBeNull();

  fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
  expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
  act(() => vi.advanceTimersByTime(DRAFT_SEND_DELAY_MS - 1));
  expect(screen.queryByRole("heading", { name: "Email Ready!" })).not.toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(1));
  // The draft's builders and the Email Ready screen load on submit.
  vi.useRealTimers();

  expect(await screen.findByRole("heading", { name: "Email Ready!" })).toHaveFocus();
  expect(screen.getByRole("textbox", { name: "Subject" })).toHaveValue("Contact Form: Engines");
  expect(screen.queryByRole("form")).not.toBeInTheDocument();
  expect(window.sessionStorage.getItem(CONTACT_STORAGE_KEY)).toBeNull();
  expect(readStoredJson(RESULT_KEY)).toMatchObject({
    status: "draft",
    draft: { subject: "Contact Form: Engines" },
  });
  expect(readStoredJson(RESULT_KEY)).not.toHaveProperty("to");

  // Start a new request drops the draft and gives focus to the empty form.
  fireEvent.click(screen.getByRole("button", { name: "Start a new request" }));
  expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveFocus();
  expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveValue("");
  expect(window.sessionStorage.getItem(RESULT_KEY)).toBeNull();
});

test("a required field holding only spaces counts as empty: the browser reports it, nothing is sent", () => {
  renderPanel();
  type("Full Name", "Ada Lovelace");
  type("Email Address", "ada@example.com");
  type("Subject", "   ");
  type("Message", "Hello");
  fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
  const subject = screen.getByRole<HTMLInputElement>("textbox", { name: "Subject" });
  expect(subject).toHaveValue("");
  expect(subject.validity.valueMissing).toBe(true);
  expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  act(() => vi.advanceTimersByTime(DRAFT_SEND_DELAY_MS * 2));
  expect(screen.queryByRole("heading", { name: "Email Ready!" })).not.toBeInTheDocument();
});

test("a draft made earlier in the session comes back after a reload, without taking focus", async () => {
  writeStoredFields(RESULT_KEY, {
    status: "draft",
    to: "hello@example.com",
    draft: { subject: "Contact Form: Engines", body: "Hello" },
    attachments: [],
  });
  vi.useRealTimers();
  renderPanel();
  const heading = await screen.findByRole("heading", { name: "Email Ready!" });
  expect(heading).not.toHaveFocus();
  expect(screen.getByRole("textbox", { name: "Subject" })).toHaveValue("Contact Form: Engines");
});

test("a restored draft goes to the owner's address of the settings, never to one read back from storage", async () => {
  writeStoredFields(RESULT_KEY, {
    status: "draft",
    to: "someone-else@attacker.example",
    draft: { subject: "Contact Form: Engines", body: "Hello" },
    attachments: [],
  });
  vi.useRealTimers();
  renderPanel();
  await screen.findByRole("heading", { name: "Email Ready!" });
  expect(document.body).not.toHaveTextContent("attacker.example");
  expect(document.querySelector('a[href*="attacker.example"]')).toBeNull();
  expect(document.body).toHaveTextContent(site.email);
});

test("values typed earlier in the session come back with a notice", () => {
  writeStoredFields(CONTACT_STORAGE_KEY, { name: "Ada", message: "Half a thought" });
  renderPanel();
  expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveValue("Ada");
  expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Half a thought");
  expect(screen.getByText("We restored what you typed earlier.")).toBeInTheDocument();
});

test("values typed more than an hour ago are deleted unread", () => {
  vi.setSystemTime(new Date("2026-03-02T09:00:00Z"));
  writeStoredFields(CONTACT_STORAGE_KEY, { name: "Ada", message: "Half a thought" });
  vi.setSystemTime(new Date("2026-03-02T10:00:00Z"));
  renderPanel();
  expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveValue("");
  expect(screen.queryByText("We restored what you typed earlier.")).not.toBeInTheDocument();
  expect(window.sessionStorage.getItem(CONTACT_STORAGE_KEY)).toBeNull();
});
