import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { writePagePolicy } from "./page-policy.ts";

const hash = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
const policyOf = (html: string) => /content-security-policy" content="([^"]*)"/.exec(html)?.[1];

describe("writePagePolicy", () => {
  it("lists exactly the page's inline scripts and styles, not its data blocks or files", () => {
    const html = writePagePolicy(
      `<html><head><meta charset="utf-8"><style>a{}</style></head><body><script>run()</script>` +
        `<script type="module">go()</script><script type="application/ld+json">{}</script>` +
        `<script src="/assets/a.js"></script><script>run()</script></body></html>`,
      "default-src 'none'",
    );
    expect(policyOf(html)).toBe(
      `default-src 'none'; script-src 'self' ${hash("run()")} ${hash("go()")}; style-src 'self' ${hash("a{}")}`,
    );
  });

  it("a page without inline scripts allows none, and the policy comes first after the charset", () => {
    const html = writePagePolicy(
      `<html><head><meta charset="utf-8"><title>t</title></head></html>`,
      "base-uri 'self'",
    );
    expect(html).toBe(
      `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="base-uri 'self'; script-src 'self'; style-src 'self'"><title>t</title></head></html>`,
    );
  });
});
