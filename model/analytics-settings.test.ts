import { expect, test } from "vitest";

import { describeAnalyticsProblem, resolveAnalytics } from "./analytics-settings";

test("no provider, or a provider without its site id, is no analytics at all", () => {
  expect(resolveAnalytics({})).toBeNull();
  expect(resolveAnalytics({ analytics: "plausible" })).toBeNull();
  expect(describeAnalyticsProblem({ analytics: "umami" })).toMatch(/analyticsSite is empty/);
  expect(describeAnalyticsProblem({})).toBeNull();
});

test("Plausible, hosted: its script with the domain, one origin for the script and its events", () => {
  expect(resolveAnalytics({ analytics: "plausible", analyticsSite: "meridian.academy" })).toEqual({
    provider: "plausible",
    name: "Plausible Analytics",
    src: "https://plausible.io/js/script.js",
    attributes: { "data-domain": "meridian.academy" },
    scriptOrigin: "https://plausible.io",
    connectOrigins: ["https://plausible.io"],
  });
});

test("Umami, self-hosted: the owner's script address and the website id", () => {
  const tag = resolveAnalytics({
    analytics: "umami",
    analyticsSite: "94db1cb1-74f4-4a40-ad6c-962362670409",
    analyticsScript: "https://stats.meridian.academy/script.js",
  });
  expect(tag?.src).toBe("https://stats.meridian.academy/script.js");
  expect(tag?.attributes).toEqual({ "data-website-id": "94db1cb1-74f4-4a40-ad6c-962362670409" });
  expect(tag?.connectOrigins).toEqual(["https://stats.meridian.academy"]);
});

test("GoatCounter: its script from gc.zgo.at, its counts to the owner's code (or a self-hosted address)", () => {
  const hosted = resolveAnalytics({ analytics: "goatcounter", analyticsSite: "meridian" });
  expect(hosted?.attributes).toEqual({ "data-goatcounter": "https://meridian.goatcounter.com/count" });
  expect([hosted?.scriptOrigin, hosted?.connectOrigins]).toEqual([
    "https://gc.zgo.at",
    ["https://meridian.goatcounter.com"],
  ]);
  const own = resolveAnalytics({
    analytics: "goatcounter",
    analyticsSite: "https://count.meridian.academy/count",
  });
  expect(own?.connectOrigins).toEqual(["https://count.meridian.academy"]);
});
