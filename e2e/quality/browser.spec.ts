import { expect, settleTransitions, test } from "../fixtures";

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

// The layout checks wait for a change's transitions before they read colours (e2e/fixtures.ts). Chromium can leave
// a transition's `finished` promise unsettled after the transition has run: now and then for the 0.01 ms ones a
// resize starts under reduced motion (a CI run hung on them), and for one in a closed <details>, as here.
test("waiting for transitions returns once every transition has run, one in a closed disclosure too", async ({
  page,
}) => {
  await page.setContent(`
    <style>a { color: rgb(200, 0, 0); transition: color 2s linear } .dark a { color: rgb(0, 0, 200) }</style>
    <details><summary>More</summary><a>Folded away</a></details>
    <a id="shown">Shown</a>`);
  const readColours = () =>
    page.evaluate(() => Array.from(document.querySelectorAll("a"), (link) => getComputedStyle(link).color));
  await readColours();
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await readColours();
  expect(await page.evaluate(() => document.getAnimations().length), "transitions started").toBe(2);
  await settleTransitions(page);
  expect(await page.locator("#shown").evaluate((link) => getComputedStyle(link).color)).toBe(
    "rgb(0, 0, 200)",
  );
});
