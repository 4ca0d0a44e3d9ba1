import { expect, test } from "../fixtures";

function disabledFeatures(commandLine: string): string[][] {
  return [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] ?? "").split(","));
}

// The browser the suite runs is the one a visitor runs, less only what decision 0076 turns off.
test("the browser keeps every feature Playwright turns off, and turns off the address bar's popup page", async ({
  page,
}) => {
  await page.goto("chrome://version");
  const lists = disabledFeatures((await page.locator("#command_line").textContent()) ?? "");
  expect(lists.length, "Playwright's --disable-features and ours").toBeGreaterThanOrEqual(2);
  const obeyed = lists.at(-1) ?? [];
  for (const earlier of lists.slice(0, -1)) {
    expect(
      earlier.filter((feature) => !obeyed.includes(feature)),
      "features Playwright disables that the last --disable-features (the one Chromium obeys) drops: " +
        "copy them into PLAYWRIGHT_DISABLED_FEATURES in scripts/test-tools.mjs",
    ).toEqual([]);
  }
  expect(obeyed).toEqual(expect.arrayContaining(["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]));
});
