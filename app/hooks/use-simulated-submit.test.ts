import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { useSimulatedSubmit } from "./use-simulated-submit";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("submitting lasts exactly the delay, then counts as submitted", () => {
  const onSubmitted = vi.fn();
  const { result } = renderHook(() => useSimulatedSubmit(2000));
  expect(result.current.status).toBe("idle");
  act(() => result.current.submit(onSubmitted));
  expect(result.current.status).toBe("submitting");
  act(() => vi.advanceTimersByTime(1999));
  expect(result.current.status).toBe("submitting");
  act(() => vi.advanceTimersByTime(1));
  expect(result.current.status).toBe("submitted");
  expect(onSubmitted).toHaveBeenCalledTimes(1);
});

test("a second submit while sending is ignored", () => {
  const onSubmitted = vi.fn();
  const { result } = renderHook(() => useSimulatedSubmit(1000));
  act(() => {
    result.current.submit(onSubmitted);
    result.current.submit(onSubmitted);
  });
  act(() => vi.advanceTimersByTime(500));
  act(() => result.current.submit(onSubmitted));
  act(() => vi.advanceTimersByTime(1000));
  expect(onSubmitted).toHaveBeenCalledTimes(1);
});

test("unmounting while sending cancels the timer", () => {
  const onSubmitted = vi.fn();
  const { result, unmount } = renderHook(() => useSimulatedSubmit(1000));
  act(() => result.current.submit(onSubmitted));
  unmount();
  vi.advanceTimersByTime(1000);
  expect(onSubmitted).not.toHaveBeenCalled();
});
