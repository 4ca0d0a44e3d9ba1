import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";

import { COPIED_FEEDBACK_MS, useCopyToClipboard } from "./use-copy-to-clipboard";

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  stubClipboard(undefined);
});

test("a successful copy reads as copied for exactly 2000 ms", async () => {
  const writeText = vi.fn(() => Promise.resolve());
  stubClipboard(writeText);
  const { result } = renderHook(() => useCopyToClipboard());
  expect(COPIED_FEEDBACK_MS).toBe(2000);
  await act(async () => {
    expect(await result.current.copy("Contact Form: Hello")).toBe(true);
  });
  expect(writeText).toHaveBeenCalledWith("Contact Form: Hello");
  expect(result.current.status).toBe("copied");
  act(() => vi.advanceTimersByTime(1999));
  expect(result.current.status).toBe("copied");
  act(() => vi.advanceTimersByTime(1));
  expect(result.current.status).toBe("idle");
});

test("copying again restarts the 2000 ms", async () => {
  stubClipboard(() => Promise.resolve());
  const { result } = renderHook(() => useCopyToClipboard());
  await act(() => result.current.copy("one"));
  act(() => vi.advanceTimersByTime(1500));
  await act(() => result.current.copy("two"));
  act(() => vi.advanceTimersByTime(1999));
  expect(result.current.status).toBe("copied");
  act(() => vi.advanceTimersByTime(1));
  expect(result.current.status).toBe("idle");
});

test("a refused copy is logged to the console and reported as failed", async () => {
  const refusal = new DOMException("Write permission denied.", "NotAllowedError");
  stubClipboard(() => Promise.reject(refusal));
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const { result } = renderHook(() => useCopyToClipboard());
  await act(async () => {
    expect(await result.current.copy("text")).toBe(false);
  });
  expect(result.current.status).toBe("failed");
  expect(log).toHaveBeenCalledWith("Failed to copy to clipboard:", refusal);
});

test("a missing Clipboard API is a failure too, not a crash", async () => {
  stubClipboard(undefined);
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const { result } = renderHook(() => useCopyToClipboard());
  await act(async () => {
    expect(await result.current.copy("text")).toBe(false);
  });
  expect(result.current.status).toBe("failed");
  expect(log).toHaveBeenCalledTimes(1);
});
