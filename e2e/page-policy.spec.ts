import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "./fixtures";
import { checkPagePolicy } from "./page-policy";

const CLIENT_DIR = "build/client";

test("every built page has one meta Content-Security-Policy, no 'unsafe-inline' and every inline script and style hashed", () => {
  const pages = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".html") && !file.startsWith("admin"),
  );
  expect(pages.length).toBeGreaterThan(30);
  const problems = pages.flatMap((file) =>
    checkPagePolicy(readFileSync(join(CLIENT_DIR, file), "utf8")).map((problem) => `${file}: ${problem}`),
  );
  expect(problems).toEqual([]);
});

test("the policy check finds an unhashed inline script or style, a hash of neither and a second policy", () => {
  const policy = `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-x'; style-src 'self' 'sha256-y'">`;
  expect(checkPagePolicy(`${policy}<script>alert(1)</script><style>a{}</style>`)).toEqual([
    expect.stringMatching(/^an inline script \(sha256-.+\) is not in script-src$/),
    "script-src allows sha256-x, a script the page does not have",
    expect.stringMatching(/^an inline style \(sha256-.+\) is not in style-src$/),
    "style-src allows sha256-y, a style the page does not have",
  ]);
  expect(checkPagePolicy(policy)).toEqual([
    "script-src allows sha256-x, a script the page does not have",
    "style-src allows sha256-y, a style the page does not have",
  ]);
  expect(checkPagePolicy(`${policy}${policy}`)).toEqual([
    "2 Content-Security-Policy meta tags (one expected)",
  ]);
  expect(
    checkPagePolicy(
      `<meta http-equiv="Content-Security-Policy" content="script-src 'unsafe-inline'; style-src 'self' 'unsafe-inline'">`,
    ),
  ).toEqual(["script-src allows 'unsafe-inline'", "style-src allows 'unsafe-inline'"]);
});
