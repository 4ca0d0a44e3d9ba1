import { expect, test, vi } from "vitest";

import {
  purgeExpiredCopies,
  readStoredFields,
  readStoredJson,
  removeStoredFields,
  STORED_FOR_MS,
  writeStoredFields,
} from "./session-store";
import {
  APPLICATION_STORAGE_KEY,
  CONTACT_STORAGE_KEY,
  purchaseStorageKey,
  resultStorageKey,
  SUPPORT_STORAGE_KEY,
} from "./storage-keys";

const FIELDS = { name: "", email: "" };

test("stored fields are read back", () => {
  expect(writeStoredFields("form", { name: "Ada", email: "ada@example.com" })).toBe(true);
  expect(readStoredFields("form", FIELDS)).toEqual({ name: "Ada", email: "ada@example.com" });
  removeStoredFields("form");
  expect(readStoredFields("form", FIELDS)).toBeNull();
});

test("unknown names and non-string values are dropped", () => {
  writeStoredFields("form", { name: "Ada", admin: "yes", email: 42 });
  expect(readStoredFields("form", FIELDS)).toEqual({ name: "Ada" });
});

test("a copy is kept for an hour after it was written, then deleted unread", () => {
  vi.useFakeTimers({ now: new Date("2026-03-02T09:00:00Z") });
  writeStoredFields("form", { name: "Ada" });
  vi.advanceTimersByTime(STORED_FOR_MS - 1);
  expect(readStoredFields("form", FIELDS)).toEqual({ name: "Ada" });
  vi.advanceTimersByTime(1);
  expect(readStoredFields("form", FIELDS)).toBeNull();
  expect(window.sessionStorage.getItem("form")).toBeNull();
  vi.useRealTimers();
});

test("a copy without its time, or dated in the future, reads as nothing and is deleted", () => {
  window.sessionStorage.setItem("form", JSON.stringify({ name: "Ada" }));
  expect(readStoredJson("form")).toBeNull();
  expect(window.sessionStorage.getItem("form")).toBeNull();
  window.sessionStorage.setItem(
    "form",
    JSON.stringify({ savedAt: Date.now() + 60_000, value: { name: "Ada" } }),
  );
  expect(readStoredJson("form")).toBeNull();
  expect(window.sessionStorage.getItem("form")).toBeNull();
});

test("corrupt or foreign data reads as nothing", () => {
  window.sessionStorage.setItem("form", "{not json");
  expect(readStoredFields("form", FIELDS)).toBeNull();
  window.sessionStorage.setItem("form", JSON.stringify(["Ada"]));
  expect(readStoredFields("form", FIELDS)).toBeNull();
  window.sessionStorage.setItem("form", "null");
  expect(readStoredFields("form", FIELDS)).toBeNull();
});

test("a full or disabled storage never throws", () => {
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("quota", "QuotaExceededError");
  });
  vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new DOMException("denied", "SecurityError");
  });
  vi.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
    throw new DOMException("denied", "SecurityError");
  });
  expect(writeStoredFields("form", { name: "Ada" })).toBe(false);
  expect(readStoredFields("form", FIELDS)).toBeNull();
  expect(() => removeStoredFields("form")).not.toThrow();
});

test("the purge deletes every form's copy that is an hour old, unread, and keeps the fresh ones", () => {
  vi.useFakeTimers({ now: new Date("2026-03-02T09:00:00Z") });
  const old = [
    APPLICATION_STORAGE_KEY,
    resultStorageKey(SUPPORT_STORAGE_KEY),
    purchaseStorageKey("3"),
    resultStorageKey(CONTACT_STORAGE_KEY),
  ];
  for (const key of old) writeStoredFields(key, { name: "Ada" });
  vi.advanceTimersByTime(STORED_FOR_MS - 60_000);
  writeStoredFields(CONTACT_STORAGE_KEY, { name: "Grace" });
  window.sessionStorage.setItem("someone-else", JSON.stringify({ savedAt: 0, value: "kept" }));
  vi.advanceTimersByTime(60_000);

  expect(purgeExpiredCopies().sort()).toEqual([...old].sort());
  for (const key of old) expect(window.sessionStorage.getItem(key)).toBeNull();
  expect(readStoredFields(CONTACT_STORAGE_KEY, FIELDS)).toEqual({ name: "Grace" });
  expect(window.sessionStorage.getItem("someone-else")).not.toBeNull();
  vi.useRealTimers();
});

test("the purge deletes a copy of the site's that cannot be read", () => {
  window.sessionStorage.setItem(SUPPORT_STORAGE_KEY, "{not json");
  expect(purgeExpiredCopies()).toEqual([SUPPORT_STORAGE_KEY]);
  window.sessionStorage.setItem(SUPPORT_STORAGE_KEY, JSON.stringify({ name: "Ada" }));
  expect(purgeExpiredCopies()).toEqual([SUPPORT_STORAGE_KEY]);
});

test("the purge does nothing when storage is blocked", () => {
  vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
    throw new DOMException("blocked", "SecurityError");
  });
  expect(purgeExpiredCopies()).toEqual([]);
  vi.restoreAllMocks();
});
