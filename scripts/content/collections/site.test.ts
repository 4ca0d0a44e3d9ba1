import { readFileSync } from "node:fs";
import path from "node:path";

import { afterEach, beforeEach, expect, test } from "vitest";

import { SITE_VARIABLES } from "../../../model/schemas/site.ts";
import { loadContent } from "../load.ts";
import { ContentCopy } from "../test-content.ts";
import { describeVariable, nameCurrency } from "./site.ts";

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

/** The copy's site.yml with a form endpoint written in it. */
function writeEndpoint(endpoint: string) {
  copy.editYaml("content/site.yml", (data) => {
    data.formEndpoint = endpoint;
  });
}

const HTTPS_ONLY = "expected an address starting with https://";
/** The problem, named where the owner set the endpoint (the line the edited file has it on). */
const httpsOnly = (endpoint: string, where = `content/site.yml, line ${endpointLine()}: formEndpoint`) =>
  `${where}: ${HTTPS_ONLY}, got "${endpoint}"`;
const endpointLine = () =>
  readFileSync(path.join(copy.root, "content/site.yml"), "utf8")
    .split("\n")
    .findIndex((line) => line.startsWith("formEndpoint:")) + 1;
const FROM_VARIABLE = describeVariable("SITE_FORM_ENDPOINT");

test("a form endpoint from content/site.yml or from SITE_FORM_ENDPOINT gives the same settings", () => {
  const endpoint = "https://forms.example.net/f/meridian";
  const fromVariable = loadContent(copy.root, { SITE_FORM_ENDPOINT: endpoint }).site;
  writeEndpoint(endpoint);
  expect(loadContent(copy.root, {}).site).toEqual(fromVariable);
  expect(fromVariable.formEndpoint).toBe(endpoint);
});

test("a form endpoint must be https from either source; http only on this machine, for the tests' receiver", () => {
  for (const endpoint of ["http://forms.example.net/f/1", "http://127.0.0.2:7400/f/1"])
    expect(copy.problems({ SITE_FORM_ENDPOINT: endpoint })).toEqual([httpsOnly(endpoint, FROM_VARIABLE)]);
  writeEndpoint("http://forms.example.net/f/1");
  expect(copy.problems()).toEqual([httpsOnly("http://forms.example.net/f/1")]);
  writeEndpoint("http://localhost:7400/f/1");
  expect(copy.problems()).toEqual([]);
});

// Each value once rewrote the pages' policy or stopped the build with a stack (issue 42, item 2).
test.each([
  ["https://forms.example;style-src/f", "a semicolon (;) cannot be part of this address"],
  ["https://*/n", "an asterisk (*) cannot be part of this address"],
  ['https://forms.example/"f', 'a quotation mark (") cannot be part of this address'],
  ["https://forms.example/a b", "a space cannot be part of this address"],
  ["https://forms.example,https://x.example", "a comma (,) cannot be part of this address"],
  ["https://forms.example/'unsafe-eval'", "an apostrophe (') cannot be part of this address"],
  ["https://user:secret@forms.example/f", "expected an address without a user name or password"],
  ["https://forms_example/f", 'expected a host name such as forms.example.com, got "forms_example"'],
  ["forms.example/f", "is not a web address: expected one starting with https://"],
  ["javascript:alert(1)", "cannot be part of this address"],
])("the address %s is refused for every address setting, naming it and its line", (value, problem) => {
  copy.editYaml("content/site.yml", (data) => {
    data.formEndpoint = value;
    data.analytics = "plausible";
    data.analyticsSite = "www.example.com";
    data.analyticsHost = value;
    data.newsletter = "buttondown";
    data.newsletterEndpoint = value;
  });
  const problems = copy.problems();
  expect(problems).toEqual([
    expect.stringMatching(/^content\/site\.yml, line \d+: formEndpoint: /),
    expect.stringMatching(/^content\/site\.yml, line \d+: analyticsHost: /),
    expect.stringMatching(/^content\/site\.yml, line \d+: newsletterEndpoint: /),
  ]);
  for (const text of problems) expect(text).toContain(`${problem}`);
  for (const text of problems) expect(text).toContain(`got ${JSON.stringify(value)}`);
  const [fromVariable] = copy.problems({ SITE_FORM_ENDPOINT: value });
  expect(fromVariable).toMatch(/^the variable SITE_FORM_ENDPOINT \(set in the build's environment/);
  expect(fromVariable).toContain(problem);
});

test("each overridable setting names its variable in the schema", () => {
  expect(SITE_VARIABLES).toEqual({
    name: "SITE_NAME",
    email: "SITE_EMAIL",
    phone: "SITE_PHONE",
    address: "SITE_ADDRESS",
    url: "SITE_URL",
    jobsEmail: "SITE_JOBS_EMAIL",
    supportEmail: "SITE_SUPPORT_EMAIL",
    formEndpoint: "SITE_FORM_ENDPOINT",
    analytics: "SITE_ANALYTICS",
    analyticsSite: "SITE_ANALYTICS_SITE",
    analyticsHost: "SITE_ANALYTICS_HOST",
    newsletter: "SITE_NEWSLETTER",
    newsletterEndpoint: "SITE_NEWSLETTER_ENDPOINT",
  });
});

test("a site id not in its provider's form stops the build naming the setting, where it was set", () => {
  const hostile = "a;script-src/";
  const notACode = `"${hostile}" is not the code GoatCounter gave the site (the name before .goatcounter.com): letters, digits and hyphens (analytics is "goatcounter")`;
  expect(copy.problems({ SITE_ANALYTICS: "goatcounter", SITE_ANALYTICS_SITE: hostile })).toEqual([
    `${describeVariable("SITE_ANALYTICS_SITE")}: ${notACode}`,
  ]);
  copy.editYaml("content/site.yml", (data) => {
    data.analytics = "goatcounter";
    data.analyticsSite = "a b";
  });
  expect(copy.problems()).toEqual([expect.stringMatching(/^content\/site\.yml, line \d+: analyticsSite: "a b" is not the code/)]);
  expect(copy.problems({ SITE_ANALYTICS: "umami", SITE_ANALYTICS_SITE: "meridian" })).toEqual([
    expect.stringContaining(`${describeVariable("SITE_ANALYTICS_SITE")}: "meridian" is not the website id Umami shows`),
  ]);
});

test("SITE_ANALYTICS_SCRIPT, the provider's script of old, is refused rather than ignored", () => {
  expect(
    copy.problems({
      SITE_ANALYTICS: "umami",
      SITE_ANALYTICS_SITE: "94db1cb1-74f4-4a40-ad6c-962362670409",
      SITE_ANALYTICS_SCRIPT: "https://stats.example.com/script.js",
    }),
  ).toEqual([expect.stringMatching(/^the variable SITE_ANALYTICS_SCRIPT .*: no longer read: .*SITE_ANALYTICS_HOST/)]);
});

test("the currency's name, as a sentence says it, comes from its code", () => {
  expect(nameCurrency("USD")).toBe("US dollars");
  expect(nameCurrency("GBP")).toBe("British pounds");
  expect(nameCurrency("EUR")).toBe("euros");
  copy.editYaml("content/site.yml", (data) => {
    data.currency = "GBP";
  });
  const { policies } = loadContent(copy.root, {});
  expect(policies.pages.terms.sections.map((section) => section.html).join("\n")).toContain(
    "Prices are shown in British pounds.",
  );
});
