import { describe, expect, test } from "vitest";

import { missingToolsMessage } from "./test-tools.mjs";

const chromium = { name: "Chromium", debian: "chromium", elsewhere: "npx playwright install chromium" };
const nginx = { name: "nginx", debian: "nginx", elsewhere: "brew install nginx" };

describe("the preflight's message for missing test tools", () => {
  test("on Debian or Ubuntu: the apt packages, one line each and all at once", () => {
    const message = missingToolsMessage([chromium, nginx], true);
    expect(message).toContain("npm test needs Chromium, nginx for the browser tests, and they are missing:");
    expect(message).toContain("  - Chromium: apt-get install chromium");
    expect(message).toContain("or at once: sudo apt-get install chromium nginx");
  });

  test("elsewhere: each tool's own command, Playwright's browser for Chromium", () => {
    const message = missingToolsMessage([chromium], false);
    expect(message).toContain("and it is missing:");
    expect(message).toContain("  - Chromium: npx playwright install chromium");
    expect(message).not.toContain("apt-get");
  });

  test("a CHROME_PATH that points nowhere is named instead of a package", () => {
    const chosen = { name: "Chromium", elsewhere: "CHROME_PATH is /nope, which does not exist" };
    expect(missingToolsMessage([chosen], true)).toContain(
      "  - Chromium: CHROME_PATH is /nope, which does not exist",
    );
  });
});
