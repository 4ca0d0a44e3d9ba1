import { expect, test } from "vitest";

import { escapeHtml } from "./escape-html";

test("markup and quotes in a value stay text", () => {
  expect(escapeHtml(`</title><script>alert("1")</script> & 'co'`)).toBe(
    "&lt;/title&gt;&lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt; &amp; 'co'",
  );
});
