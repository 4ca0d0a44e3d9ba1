import type { Locator, Page } from "@playwright/test";

import { expect, gotoHydrated, waitForIslands } from "./fixtures";

/** The console line SPEC section 8 asks for when copying fails. */
export const CLIPBOARD_FAILURE_LOG = /^Failed to copy to clipboard:/;

/** As with a denied permission. */
export function refuseClipboard() {
  Object.defineProperty(navigator.clipboard, "writeText", {
    value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
  });
}

/** As on a page served over plain http. */
export function removeClipboard() {
  Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });
}

export function fillStorage() {
  Object.defineProperty(Storage.prototype, "setItem", {
    value: () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    },
  });
}

/** So that `page.clock.runFor` measures time exactly. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 60_000);
}

export type DraftFormSpec<K extends string> = {
  submitLabel: string;
  labels: Record<K, string | RegExp>;
};

export function draftForm<K extends string>(page: Page, spec: DraftFormSpec<K>) {
  const keys = Object.keys(spec.labels) as K[];
  const fields = Object.fromEntries(
    keys.map((key) => [key, page.getByRole("textbox", { name: spec.labels[key] })]),
  ) as Record<K, Locator>;
  const submit = page.getByRole("button", { name: spec.submitLabel });

  async function fill(values: Partial<Record<K, string>>) {
    for (const key of keys) {
      const value = values[key];
      if (value !== undefined) await fields[key].fill(value);
    }
  }

  async function send(path: string, values: Partial<Record<K, string>>) {
    await gotoHydrated(page, path);
    await fill(values);
    await submit.click();
    return emailReady(page);
  }

  return { fields, submit, fill, send };
}

export function emailReady(page: Page) {
  return page.getByRole("region", { name: "Email Ready!" });
}

export async function readClipboard(page: Page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

export function copyField(page: Page, label: string) {
  return emailReady(page).getByRole("group", { name: label });
}

export async function expectCopied(page: Page, label: string, text: string) {
  const field = copyField(page, label);
  await field.getByRole("button").click();
  await expect(field.getByRole("button")).toHaveText("Copied!");
  expect(await readClipboard(page)).toBe(text);
}

export async function expectAllSelected(field: Locator) {
  await expect(field).toBeFocused();
  const [start, end, length] = await field.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => [
    element.selectionStart,
    element.selectionEnd,
    element.value.length,
  ]);
  expect(length).toBeGreaterThan(0);
  expect([start, end]).toEqual([0, length]);
}

export function recordDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

export async function readSiteIdentity(page: Page) {
  const name = await page.locator('meta[property="og:site_name"]').getAttribute("content");
  const mailto = await page.getByRole("contentinfo").locator('a[href^="mailto:"]').first().textContent();
  if (!name || !mailto) throw new Error("The page does not show the site's name and email address.");
  return { name, email: mailto.trim() };
}

/** As with site data disabled: reading it throws. */
export function blockStorage() {
  Object.defineProperty(window, "sessionStorage", {
    get: () => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    },
  });
}

/** The one line a form shows when its typing cannot be kept (team rule 4). */
export const UNSAVED_NOTICE =
  "Your browser does not let this page store data, so a reload will not keep what you type here.";

export async function expectDraftSurvivesReload(page: Page, draft: { subject: string; body: string }) {
  for (const leave of ["reload", "back"] as const) {
    if (leave === "reload") await page.reload();
    else {
      await page.goto("/about");
      await page.goBack();
    }
    await waitForIslands(page);
    await expect(emailReady(page)).toBeVisible();
    await expect(copyField(page, "Subject").getByRole("textbox")).toHaveValue(draft.subject);
    await expect(copyField(page, "Body").getByRole("textbox")).toHaveValue(draft.body);
  }
}
