import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, test } from "vitest";

import { listPlaceholderSettings, TEMPLATE_NAME } from "./collections/site.ts";
import { copyContentRoot } from "./content-copy.ts";
import { contentRoot, loadContent } from "./load.ts";
import { ContentError } from "./problems.ts";

const roots: string[] = [];

/** A throwaway copy of content/ and public/ with some files rewritten: the loader reads it as it reads the real one. */
function contentWith(
  edit: (read: (file: string) => string, write: (file: string, text: string) => void) => void,
) {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  roots.push(root);
  copyContentRoot(root);
  edit(
    (file) => readFileSync(path.join(root, file), "utf8"),
    (file, text) => writeFileSync(path.join(root, file), text),
  );
  return root;
}

/** The problem lines loadContent throws for a root, or [] when it loads. */
function problemsOf(root: string, env: Record<string, string> = {}) {
  try {
    loadContent(root, env);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message
      .split("\n")
      .slice(1)
      .map((line) => line.trim());
  }
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("loadContent", () => {
  test("the content loads without a problem", () => {
    expect(problemsOf(contentRoot())).toEqual([]);
  });

  test("names the file, the field and what was expected, one line per problem, all of them at once", () => {
    const root = contentWith((read, write) =>
      write(
        "content/site.yml",
        read("content/site.yml")
          .replace(/^currency: .*$/m, "currency: dollars\ncolour: blue")
          .replace(/^phone: .*$/m, ""),
      ),
    );
    expect(problemsOf(root)).toEqual([
      "content/site.yml: phone: missing: expected a text",
      'content/site.yml, line 8: currency: expected a three-letter currency code such as USD, got "dollars"',
      "content/site.yml, line 9: colour: unknown field (the fields here: name, email, phone, address, url, currency, timeZone, languages, jobsEmail, supportEmail, formEndpoint, analytics, analyticsSite, analyticsHost, newsletter, newsletterEndpoint, promises)",
    ]);
  });

  test("a YAML syntax error names the file and its line, in plain words", () => {
    const root = contentWith((read, write) =>
      write("content/site.yml", read("content/site.yml").replace(/^name: .*$/m, "name: Meridian: Academy # SITE_NAME")),
    );
    const site = readFileSync(path.join(root, "content/site.yml"), "utf8").split("\n");
    const line = site.findIndex((text) => text.startsWith("name: ")) + 1;
    expect(problemsOf(root)).toEqual([
      expect.stringMatching(
        new RegExp(`^content/site\\.yml, line ${line}: .*quote a name that contains a colon: name: "Meridian: Academy"$`),
      ),
    ]);
  });

  test("a SITE_* variable overrides its value in content/site.yml, and placeholders quote the result", () => {
    const content = loadContent(contentRoot(), {
      SITE_EMAIL: "owner@meridian.test",
      SITE_URL: "https://meridian.test/",
    });
    expect(content.site.email).toBe("owner@meridian.test");
    expect(content.site.url).toBe("https://meridian.test");
    // Without their own setting, jobs and support requests go to the one address.
    expect(content.site.jobsEmail).toBe("owner@meridian.test");
    expect(content.site.supportEmail).toBe("owner@meridian.test");
  });

  test("analytics and a newsletter are off by default; a provider without its id or address is named", () => {
    const { site } = loadContent(contentRoot(), {});
    expect([site.analytics, site.newsletter]).toEqual([undefined, undefined]);
    expect(problemsOf(contentRoot(), { SITE_ANALYTICS: "plausible", SITE_NEWSLETTER: "kit" })).toEqual([
      'content/site.yml: analyticsSite: analytics is "plausible" but analyticsSite is empty: set the site\'s domain as added in Plausible, such as www.example.com (Plausible Analytics)',
      'content/site.yml: newsletterEndpoint: newsletter is "kit" but newsletterEndpoint is empty: set the sign-up form\'s address',
    ]);
    expect(problemsOf(contentRoot(), { SITE_ANALYTICS: "matomo" })).toEqual([
      `the variable SITE_ANALYTICS (set in the build's environment or a .env file, in place of content/site.yml): expected one of "plausible", "umami", "goatcounter", got "matomo"`,
    ]);
  });

  test("a blank SITE_* variable leaves the file's value", () => {
    const file = loadContent(contentRoot(), {});
    expect(loadContent(contentRoot(), { SITE_NAME: "  " }).site.name).toBe(file.site.name);
  });

  test("an invalid SITE_* value is reported as the variable's problem, not the file's", () => {
    expect(
      problemsOf(contentRoot(), { SITE_EMAIL: "not an address", SITE_URL: "ftp://meridian.test" }),
    ).toEqual([
      `the variable SITE_EMAIL (set in the build's environment or a .env file, in place of content/site.yml): expected an email address, got "not an address"`,
      `the variable SITE_URL (set in the build's environment or a .env file, in place of content/site.yml): expected an address starting with https://, got "ftp://meridian.test"`,
    ]);
    // The same value written in the file is the file's problem.
    const root = contentWith((read, write) =>
      write("content/site.yml", read("content/site.yml").replace(/^email: .*$/m, "email: not an address")),
    );
    expect(problemsOf(root)).toEqual([
      'content/site.yml, line 4: email: expected an email address, got "not an address"',
    ]);
  });
});

describe("listPlaceholderSettings", () => {
  test("lists every setting still at a template value, by the variable that replaces it", () => {
    const { site } = loadContent(contentRoot(), {
      SITE_NAME: TEMPLATE_NAME,
      SITE_EMAIL: "hello@example.com",
      SITE_PHONE: "+1 (555) 010-0199",
      SITE_ADDRESS: "100 Example Street, Springfield",
      SITE_URL: "https://www.example.com",
    });
    expect(listPlaceholderSettings(site).map(({ variable }) => variable)).toEqual(
      expect.arrayContaining(["SITE_NAME", "SITE_EMAIL", "SITE_PHONE", "SITE_ADDRESS", "SITE_URL"]),
    );
  });

  test("a configured site has none", () => {
    const { site } = loadContent(contentRoot(), {
      SITE_NAME: "Harbour Lane Business School",
      SITE_EMAIL: "hello@meridian.academy",
      SITE_PHONE: "+44 20 7946 1234",
      SITE_ADDRESS: "1 Market Row, Leeds LS1 6DT, UK",
      SITE_URL: "https://meridian.academy",
    });
    expect(listPlaceholderSettings(site)).toEqual([]);
  });
});

test("a symbolic link in content/ or public/ stops the build, naming it: the build publishes files, not links", () => {
  const root = contentWith(() => {});
  mkdirSync(path.join(root, "public/images"), { recursive: true });
  symlinkSync("/etc/passwd", path.join(root, "public/images/passwd.txt"));
  symlinkSync(path.join(root, "content/site.yml"), path.join(root, "content/linked.yml"));
  expect(problemsOf(root)).toEqual([
    "content/linked.yml: is a symbolic link: the build publishes files, not links; put the file itself here",
    "public/images/passwd.txt: is a symbolic link: the build publishes files, not links; put the file itself here",
  ]);
});
