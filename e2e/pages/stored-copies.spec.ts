// Stored form copies live an hour (app/lib/session-store.ts): every page that runs script deletes the expired ones
// of any form, unread, before its islands hydrate; a page without script cannot (decision 0025), and the Cookie
// Policy says both.
import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { STORED_FOR_MS } from "../../app/lib/session-store";
import { APPLICATION_STORAGE_KEY, CONTACT_STORAGE_KEY, resultStorageKey } from "../../app/lib/storage-keys";
import { htmlFileFor } from "../../scripts/page-weight.mjs";
import { content } from "../content";
import { expect, gotoHydrated, test, waitForIslands } from "../fixtures";
import { TEST_CLIENT } from "../servers";
import { PAGE_PATHS } from "../site-paths";

const runsScript = (path: string) =>
  readFileSync(htmlFileFor(path, TEST_CLIENT), "utf8").includes("<astro-island");
const SCRIPTED = PAGE_PATHS.filter(runsScript);
const STATIC = PAGE_PATHS.filter((path) => !runsScript(path));
const POSITION = content.jobs[0]?.title ?? "";

/** A careers draft and its result written two hours ago, and a contact copy written a minute ago. */
async function plantCopies(page: Page) {
  await page.evaluate(
    ({ application, result, contact, hour, position }) => {
      const store = (key: string, savedAt: number, value: unknown) =>
        sessionStorage.setItem(key, JSON.stringify({ savedAt, value }));
      store(application, Date.now() - 2 * hour, { name: "Ada Lovelace", position });
      store(result, Date.now() - 2 * hour, { status: "sent" });
      store(contact, Date.now() - 60_000, { name: "Grace Hopper" });
    },
    {
      application: APPLICATION_STORAGE_KEY,
      result: resultStorageKey(APPLICATION_STORAGE_KEY),
      contact: CONTACT_STORAGE_KEY,
      hour: STORED_FOR_MS / 2,
      position: POSITION,
    },
  );
}

const storedKeys = (page: Page) =>
  page.evaluate(() => Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).sort());

test("the build has pages of both kinds", () => {
  expect(SCRIPTED.length).toBeGreaterThan(5);
  expect(STATIC).toContain("/");
});

test("a two-hour-old careers draft is gone after a visit to any other page that runs script; a fresh copy stays", async ({
  page,
}) => {
  test.slow();
  for (const path of SCRIPTED.filter((path) => path !== "/careers")) {
    await gotoHydrated(page, "/");
    await plantCopies(page);
    await page.goto(path);
    await waitForIslands(page);
    expect(await storedKeys(page), path).toEqual([CONTACT_STORAGE_KEY]);
  }
});

test("a page without script leaves an expired copy where it is, as the Cookie Policy says", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await plantCopies(page);
  await gotoHydrated(page, STATIC.find((path) => path !== "/") ?? "/");
  expect(await storedKeys(page)).toContain(APPLICATION_STORAGE_KEY);
  await gotoHydrated(page, "/legal/cookies");
  await expect(page.getByRole("main")).toContainText(
    "Pages without JavaScript, such as the home page, the articles and these policies, cannot delete it",
  );
});
