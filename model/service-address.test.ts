import { expect, test } from "vitest";

import { buildPageCspDirectives } from "../deploy/security-headers.mjs";
import { describeAddressProblem, readServiceOrigin } from "./service-address.ts";

test.each([
  "https://formspree.io/f/abcd1234",
  "https://buttondown.com/api/emails/embed-subscribe/meridian",
  "https://stats.example.com:8443",
  "https://xn--bcher-kva.example/f?form=1&x=2",
  "http://127.0.0.1:7400/f/meridian",
  "http://localhost:7400/f",
])("%s is a service address", (address) => {
  expect(describeAddressProblem(address)).toBeNull();
});

test("the policy is written from the parsed origin only", () => {
  expect(readServiceOrigin("https://Forms.Example.com:443/f/1?x=1", "formEndpoint")).toBe(
    "https://forms.example.com",
  );
  expect(() => readServiceOrigin("https://forms.example;style-src/f", "formEndpoint")).toThrow(
    /^formEndpoint: a semicolon \(;\) cannot be part of this address/,
  );
});

test("the pages' policy takes origins, and nothing that could end its source list", () => {
  expect(buildPageCspDirectives({ connects: ["https://forms.example.com"] })).toContain(
    "connect-src 'self' https://forms.example.com",
  );
  for (const connect of [
    "https://forms.example;style-src",
    "https://*",
    'https://a"b',
    "https://a.example/f",
  ])
    expect(() => buildPageCspDirectives({ connects: [connect] })).toThrow(/^Not an origin/);
});
