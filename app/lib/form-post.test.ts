import { afterEach, expect, test, vi } from "vitest";

import { describePostFailure, FORM_POST_TIMEOUT_MS, postForm } from "./form-post";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function form() {
  const data = new FormData();
  data.set("name", "Ada");
  return data;
}

test("a 2xx answer is success; the fields go as multipart, asking for JSON", async () => {
  const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  await expect(postForm("https://forms.example.net/f/1", form())).resolves.toBeNull();
  expect(fetch).toHaveBeenCalledWith(
    "https://forms.example.net/f/1",
    expect.objectContaining({ method: "POST", headers: { Accept: "application/json" } }),
  );
});

test("an error status, a network failure and no answer in time are told apart", async () => {
  vi.stubGlobal("fetch", async () => new Response("", { status: 500 }));
  await expect(postForm("https://forms.example.net/f/1", form())).resolves.toEqual({
    kind: "status",
    status: 500,
  });

  vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("Failed to fetch")));
  await expect(postForm("https://forms.example.net/f/1", form())).resolves.toEqual({ kind: "network" });

  vi.useFakeTimers();
  vi.stubGlobal(
    "fetch",
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      ),
  );
  const pending = postForm("https://forms.example.net/f/1", form());
  await vi.advanceTimersByTimeAsync(FORM_POST_TIMEOUT_MS - 1);
  let settled = false;
  void pending.then(() => (settled = true));
  await Promise.resolve();
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await expect(pending).resolves.toEqual({ kind: "timeout" });
});

test("each failure reads as one plain sentence", () => {
  expect(describePostFailure({ kind: "status", status: 503 })).toBe(
    "The form service answered with an error (status 503).",
  );
  expect(describePostFailure({ kind: "timeout" })).toBe("The form service did not answer within 15 seconds.");
  expect(describePostFailure({ kind: "network" })).toBe(
    "The form service could not be reached: check your connection.",
  );
});
