import { act, renderHook } from "@testing-library/react";
import { expect, test, vi } from "vitest";

import { usePersistedForm } from "./use-persisted-form";

const EMPTY = { name: "", message: "" };

test("typed values are stored and restored on the next mount", () => {
  const first = renderHook(() => usePersistedForm("contact", EMPTY));
  expect(first.result.current.restored).toBe(false);
  act(() => first.result.current.setField("name", "Ada"));
  act(() => first.result.current.setField("message", "Hello\nthere"));
  first.unmount();

  const second = renderHook(() => usePersistedForm("contact", EMPTY));
  expect(second.result.current.values).toEqual({ name: "Ada", message: "Hello\nthere" });
  expect(second.result.current.restored).toBe(true);
});

test("clear empties the form and the storage", () => {
  const first = renderHook(() => usePersistedForm("contact", EMPTY));
  act(() => first.result.current.setField("name", "Ada"));
  act(() => first.result.current.clear());
  expect(first.result.current.values).toEqual(EMPTY);
  first.unmount();
  const second = renderHook(() => usePersistedForm("contact", EMPTY));
  expect(second.result.current.restored).toBe(false);
});

test("each key keeps its own values", () => {
  const one = renderHook(() => usePersistedForm("purchase:1", EMPTY));
  act(() => one.result.current.setField("name", "Course one"));
  const two = renderHook(() => usePersistedForm("purchase:2", EMPTY));
  expect(two.result.current.values.name).toBe("");
});

test("the form still works when storage refuses to write", () => {
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("quota", "QuotaExceededError");
  });
  const { result } = renderHook(() => usePersistedForm("contact", EMPTY));
  act(() => result.current.setField("name", "Ada"));
  expect(result.current.values.name).toBe("Ada");
});

test("fields set in the same tick all keep their values", () => {
  const { result } = renderHook(() => usePersistedForm("contact", EMPTY));
  act(() => {
    result.current.setField("name", "Ada");
    result.current.setField("message", "Hello");
  });
  expect(result.current.values).toEqual({ name: "Ada", message: "Hello" });
});
