import { expect, test } from "vitest";

import { describeAnalyticsProblem, resolveAnalytics } from "./analytics-settings";

test("no provider, or a provider without its site id, is no analytics at all", () => {
  expect(resolveAnalytics({})).toBeNull();
  expect(resolveAnalytics({ analytics: "plausible" })).toBeNull();
  expect(describeAnalyticsProblem({ analytics: "umami" })).toMatch(
    /analyticsSite is empty: set the website id/,
  );
  expect(describeAnalyticsProblem({})).toBeNull();
});

test("Plausible, hosted: events to plausible.io's events API, the one origin allowed", () => {
  expect(resolveAnalytics({ analytics: "plausible", analyticsSite: "meridian.academy" })).toEqual({
    provider: "plausible",
    name: "Plausible Analytics",
    site: "meridian.academy",
    endpoint: "https://plausible.io/api/event",
    connectOrigins: ["https://plausible.io"],
  });
});

test("Umami Cloud sends to its gateway; a self-hosted instance receives at its own /api/send", () => {
  const site = "94db1cb1-74f4-4a40-ad6c-962362670409";
  const cloud = resolveAnalytics({ analytics: "umami", analyticsSite: site });
  expect([cloud?.endpoint, cloud?.connectOrigins]).toEqual([
    "https://gateway.umami.is/api/send",
    ["https://gateway.umami.is"],
  ]);
  const own = resolveAnalytics({
    analytics: "umami",
    analyticsSite: site,
    analyticsHost: "https://stats.meridian.academy",
  });
  expect([own?.endpoint, own?.connectOrigins]).toEqual([
    "https://stats.meridian.academy/api/send",
    ["https://stats.meridian.academy"],
  ]);
});

test("GoatCounter counts at the code's own address, or at a self-hosted instance's /count", () => {
  const hosted = resolveAnalytics({ analytics: "goatcounter", analyticsSite: "meridian" });
  expect([hosted?.endpoint, hosted?.connectOrigins]).toEqual([
    "https://meridian.goatcounter.com/count",
    ["https://meridian.goatcounter.com"],
  ]);
  const own = resolveAnalytics({ analytics: "goatcounter", analyticsHost: "https://count.meridian.academy" });
  expect(own?.endpoint).toBe("https://count.meridian.academy/count");
  expect(
    describeAnalyticsProblem({ analytics: "goatcounter", analyticsHost: "https://count.meridian.academy" }),
  ).toBeNull();
});

test("each provider's site id has its own form; anything else is named, never put into an address", () => {
  const accepted = {
    plausible: ["meridian.academy", "www.meridian-academy.co.uk", "a.example.com,b.example.com"],
    umami: ["94db1cb1-74f4-4a40-ad6c-962362670409"],
    goatcounter: ["meridian", "meridian-academy"],
  } as const;
  for (const [provider, sites] of Object.entries(accepted))
    for (const site of sites)
      expect(
        describeAnalyticsProblem({ analytics: provider as "umami", analyticsSite: site }),
        site,
      ).toBeNull();
  const refused = {
    plausible: ["https://meridian.academy", "meridian", "meridian.academy/blog", "a b.com"],
    umami: ["94db1cb1", "not-a-uuid-at-all-here-0000000000000", "94db1cb1-74f4-4a40-ad6c-962362670409;x"],
    goatcounter: ["a;script-src/", "a b", "meridian.goatcounter.com", "-meridian", "https://x.example"],
  } as const;
  for (const [provider, sites] of Object.entries(refused))
    for (const site of sites)
      expect(describeAnalyticsProblem({ analytics: provider as "umami", analyticsSite: site }), site).toMatch(
        new RegExp(`^"${site.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}" is not the`),
      );
});
