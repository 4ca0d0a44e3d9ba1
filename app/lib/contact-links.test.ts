import { expect, test } from "vitest";

import { buildMailtoHref, buildTelHref } from "./contact-links";

test("tel links keep only digits and a leading plus", () => {
  expect(buildTelHref("+1 (555) 010-0199")).toBe("tel:+15550100199");
});

test("a mailto link without fields is just the address", () => {
  expect(buildMailtoHref("hello@example.com")).toBe("mailto:hello@example.com");
});

test("subject and body are percent-encoded, with CRLF line breaks", () => {
  expect(buildMailtoHref("hello@example.com", { subject: "Hi & bye?", body: "Line 1\nLine 2 #3" })).toBe(
    "mailto:hello@example.com?subject=Hi%20%26%20bye%3F&body=Line%201%0D%0ALine%202%20%233",
  );
});

test("empty fields are left out", () => {
  expect(buildMailtoHref("hello@example.com", { subject: "Subscribe", body: "" })).toBe(
    "mailto:hello@example.com?subject=Subscribe",
  );
});
