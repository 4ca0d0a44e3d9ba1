import { afterEach, describe, expect, test, vi } from "vitest";

import { readFixtureTexts } from "../../scripts/content/test-content";
import {
  describePostFailure,
  fillPostData,
  FORM_POST_TIMEOUT_MS,
  mayHaveArrived,
  postForm,
} from "./form-post";

const TEXTS = readFixtureTexts();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function form() {
  const data = new FormData();
  data.set("name", "Ada");
  return data;
}

const ENDPOINT = "https://forms.example.net/f/1";
const jsonAnswer = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "application/json; charset=utf-8" } });

test("a 2xx JSON answer is success; the fields go as multipart, asking for JSON, redirects not followed", async () => {
  const fetch = vi.fn(async () => jsonAnswer('{"ok":true}'));
  vi.stubGlobal("fetch", fetch);
  await expect(postForm(ENDPOINT, form())).resolves.toBeNull();
  expect(fetch).toHaveBeenCalledWith(
    ENDPOINT,
    expect.objectContaining({ method: "POST", headers: { Accept: "application/json" }, redirect: "manual" }),
  );
});

test("a 2xx that is not JSON (a captcha page) is not success", async () => {
  const page = "<!doctype html><title>Please solve the captcha</title>";
  vi.stubGlobal("fetch", async () => new Response(page, { headers: { "Content-Type": "text/html" } }));
  await expect(postForm(ENDPOINT, form())).resolves.toEqual({ kind: "not-json", status: 200 });
  vi.stubGlobal("fetch", async () => jsonAnswer(page));
  await expect(postForm(ENDPOINT, form())).resolves.toEqual({ kind: "not-json", status: 200 });
  vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
  await expect(postForm(ENDPOINT, form())).resolves.toEqual({ kind: "not-json", status: 204 });
});

test("a redirect, followed or not, is not success", async () => {
  vi.stubGlobal("fetch", async () => ({
    type: "opaqueredirect",
    status: 0,
    ok: false,
    headers: new Headers(),
  }));
  await expect(postForm(ENDPOINT, form())).resolves.toEqual({ kind: "redirect" });
  vi.stubGlobal("fetch", async () => new Response(null, { status: 302, headers: { Location: "/thanks" } }));
  await expect(postForm(ENDPOINT, form())).resolves.toEqual({ kind: "redirect" });
});

test("offline, nothing is posted", async () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  await expect(postForm(ENDPOINT, form())).resolves.toEqual({ kind: "unsent" });
  expect(fetch).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

test("only an error status and a request that never left count as surely not received", () => {
  expect(mayHaveArrived({ kind: "status", status: 500 })).toBe(false);
  expect(mayHaveArrived({ kind: "unsent" })).toBe(false);
  for (const kind of ["timeout", "network", "redirect"] as const) expect(mayHaveArrived({ kind })).toBe(true);
  expect(mayHaveArrived({ kind: "not-json", status: 200 })).toBe(true);
});

test("an error status, a network failure and no answer in time are told apart", async () => {
  vi.stubGlobal("fetch", async () => new Response("", { status: 500 }));
  await expect(postForm(ENDPOINT, form())).resolves.toEqual({
    kind: "status",
    status: 500,
  });

  vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("Failed to fetch")));
  await expect(postForm(ENDPOINT, form())).resolves.toEqual({ kind: "network" });

  vi.useFakeTimers();
  vi.stubGlobal(
    "fetch",
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      ),
  );
  const pending = postForm(ENDPOINT, form());
  await vi.advanceTimersByTimeAsync(FORM_POST_TIMEOUT_MS - 1);
  let settled = false;
  void pending.then(() => (settled = true));
  await Promise.resolve();
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await expect(pending).resolves.toEqual({ kind: "timeout" });
});

test("each failure reads as one plain sentence", () => {
  expect(describePostFailure({ kind: "status", status: 503 }, TEXTS)).toBe(
    "The form service answered with an error (status 503).",
  );
  expect(describePostFailure({ kind: "timeout" }, TEXTS)).toBe(
    "The form service did not answer within 15 seconds.",
  );
  expect(describePostFailure({ kind: "network" }, TEXTS)).toBe(
    "The request left this page, but the form service's answer could not be read (the connection dropped, or the service does not let this site read its answers).",
  );
  expect(describePostFailure({ kind: "unsent" }, TEXTS)).toBe(
    "This page could not send it: check your connection.",
  );
});

describe("what a form service receives", () => {
  const POST = {
    values: { name: " Ada ", message: "Hello" },
    subject: "Contact Form: Engines",
    fields: { draft: "Hello team" },
    lang: "en",
    languages: ["en"],
  };
  const entries = (data: FormData) => Object.fromEntries(data.entries());

  test("on a one-language site: the values trimmed, the subject, the form's fields and no language", () => {
    expect(entries(fillPostData(new FormData(), POST))).toEqual({
      name: "Ada",
      message: "Hello",
      _subject: "Contact Form: Engines",
      draft: "Hello team",
    });
  });

  test("on a site of several languages: the page's language as `language`, its code", () => {
    expect(entries(fillPostData(new FormData(), { ...POST, languages: ["en", "de"] }))).toMatchObject({
      language: "en",
    });
    expect(entries(fillPostData(new FormData(), { ...POST, lang: "de", languages: ["en", "de"] }))).toEqual({
      name: "Ada",
      message: "Hello",
      _subject: "Contact Form: Engines",
      draft: "Hello team",
      language: "de",
    });
  });

  test("a newsletter provider receives its own fields only, in every language", () => {
    const post = { ...POST, fields: { email_address: "ada@example.org" }, replaceFields: true };
    expect(entries(fillPostData(new FormData(), { ...post, lang: "de", languages: ["en", "de"] }))).toEqual({
      email_address: "ada@example.org",
    });
  });
});
