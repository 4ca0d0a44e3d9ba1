import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { splitLanguagePath } from "../../model/languages";
import { coversPath, findBudget, readBudgets } from "../../scripts/budgets.mjs";
import { htmlFileFor, listPageAssets, measurePage } from "../../scripts/page-weight.mjs";
import { content } from "../content";
import { expect, test } from "../fixtures";
import { readHtmlText } from "../html-text";
import { TEST_CLIENT } from "../servers";
import { PAGE_PATHS } from "../site-paths";

type Budget = { js: number; css: number };
type Budgets = { target: Budget & { hydratedJs: number }; default: Budget; pages: Record<string, Budget> };

const budgets: Budgets = readBudgets();

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

test("every page stays within its JavaScript and CSS budget", () => {
  const rows = PAGE_PATHS.map((path) => {
    const actual = measurePage(path, TEST_CLIENT);
    const budget: Budget = findBudget(budgets, path);
    return { path, actual, budget, over: actual.js > budget.js || actual.css > budget.css };
  });
  const table = [
    "URL | JS actual / budget (+ when scrolled to) | CSS actual / budget",
    ...rows.map(
      ({ path, actual, budget, over }) =>
        `${over ? "✗" : " "} ${path} | ${kb(actual.js)} / ${kb(budget.js)} (+ ${kb(actual.visible.js)}) | ${kb(actual.css)} / ${kb(budget.css)}`,
    ),
  ].join("\n");
  expect(
    rows.filter((row) => row.over).map((row) => row.path),
    table,
  ).toEqual([]);
});

test("no budget is slack: each is at most 25 % above what its heaviest page loads", () => {
  const slack = Object.entries(budgets.pages).flatMap(([key, budget]) => {
    const measured = PAGE_PATHS.filter((path) => coversPath(key, path)).map((path) =>
      measurePage(path, TEST_CLIENT),
    );
    if (measured.length === 0) return [];
    const js = Math.max(...measured.map((actual) => actual.js));
    const css = Math.max(...measured.map((actual) => actual.css));
    return budget.js > js * 1.25 || budget.css > css * 1.25 ? [key] : [];
  });
  expect(slack, "run `npm run budgets` to lower these budgets").toEqual([]);
});

// Issue 42: a client:visible island's modules come when scrolled to, and the whole page stays within this ceiling.
test("every page's JavaScript once every island has hydrated stays within the target", () => {
  const over = PAGE_PATHS.map((path) => ({ path, actual: measurePage(path, TEST_CLIENT) }))
    .filter(({ actual }) => actual.hydratedJs > budgets.target.hydratedJs)
    .map(({ path, actual }) => `${path}: ${kb(actual.hydratedJs)} / ${kb(budgets.target.hydratedJs)}`);
  expect(over).toEqual([]);
});

// The ceilings of issues 8 and 42.
test("no budget is above the target", () => {
  const budgetsOverTarget = Object.entries({ default: budgets.default, ...budgets.pages }).filter(
    ([, budget]) => budget.js > budgets.target.js || budget.css > budgets.target.css,
  );
  expect(budgetsOverTarget.map(([path]) => path)).toEqual([]);
});

// Issue 17, decision 0009.
test("the static pages have a JavaScript budget of 0 B", () => {
  const staticPages = [
    "/",
    "/about",
    "/mission",
    ...PAGE_PATHS.filter((path) => path.startsWith("/legal/") || path.startsWith("/blog/")),
  ];
  expect(staticPages.filter((path) => findBudget(budgets, path).js !== 0)).toEqual([]);
});

test("every budgeted page exists, and every route pattern covers at least one page", () => {
  expect(
    Object.keys(budgets.pages).filter((key) => !PAGE_PATHS.some((path) => coversPath(key, path))),
  ).toEqual([]);
});

// Issue 42: a form's island carries the settings it reads (virtual:site-config/settings), not the whole of site.yml.
test("no script of the build carries a setting no island reads: the address, the phone number", () => {
  const assets = join(TEST_CLIENT, "assets");
  const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const carrying = scripts.filter((file) => {
    const code = readFileSync(join(assets, file), "utf8");
    return code.includes(content.site.address) || code.includes(content.site.phone);
  });
  expect(carrying).toEqual([]);
});

/** The classes a stylesheet has a rule for, unescaped: `.md\:flex` is `md:flex`. */
function listStyledClasses(css: string) {
  return new Set(
    [...css.matchAll(/\.((?:[\w-]|\\.)+)/g)]
      .map(([, name = ""]) => name.replace(/\\(.)/g, "$1"))
      .filter((name) => /^[a-z-]/i.test(name)),
  );
}

// Each page loads one stylesheet of its own, built from the files its route imports (decision 0079): a class its
// HTML carries that the site styles anywhere must be styled in the page's own sheet, or a file was left out.
test("each page loads one stylesheet of its own, with a rule for every class of its HTML that the site styles", () => {
  const readCss = (url: string) => readFileSync(join(TEST_CLIENT, url), "utf8");
  const pages = PAGE_PATHS.map((path) => {
    const html = readFileSync(htmlFileFor(path, TEST_CLIENT), "utf8");
    return { path, html, styles: listPageAssets(html).styles };
  });
  expect(pages.filter(({ styles }) => styles.length !== 1).map(({ path }) => path)).toEqual([]);
  const styled = new Set(
    [...new Set(pages.flatMap(({ styles }) => styles))].flatMap((url) => [
      ...listStyledClasses(readCss(url)),
    ]),
  );
  const missing = pages.flatMap(({ path, html, styles }) => {
    const own = listStyledClasses(styles.map(readCss).join("\n"));
    const classes = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names = ""]) =>
      readHtmlText(names).split(/\s+/),
    );
    // `group` and `peer` only mark an element for the variants of others (`group-hover:…`), which are checked.
    return [...new Set(classes)]
      .filter((name) => styled.has(name) && !own.has(name) && !/^(group|peer)(\/|$)/.test(name))
      .map((name) => `${path}: ${name}`);
  });
  expect(missing).toEqual([]);
  // A page styles only what its files write: the catalogue's styles are not in a policy's sheet.
  const sizes = new Set(pages.map(({ styles }) => readCss(styles[0] ?? "").length));
  expect(sizes.size).toBeGreaterThan(3);
});

// Tailwind reads only app/ (app/app.css): a word in a guide, a test or the owner's text ("shadow", "outline") made a
// rule of its own, so the stylesheet changed with the prose around the code.
test("every class the stylesheet styles is one the site's code writes", () => {
  const assets = join(TEST_CLIENT, "assets");
  const css = readdirSync(assets)
    .filter((file) => file.endsWith(".css"))
    .map((file) => readFileSync(join(assets, file), "utf8"))
    .join("\n");
  const classes = listStyledClasses(css);
  expect(classes.size).toBeGreaterThan(100);
  const code = readdirSync("app", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(astro|tsx?|css)$/.test(file))
    .map((file) => readFileSync(join("app", file), "utf8"))
    .join("\n");
  const written = (name: string) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<![^\\s"'\`.{])${escaped}(?![^\\s"'\`{,])`).test(code);
  };
  expect([...classes].filter((name) => !written(name))).toEqual([]);
});

type Island = { path: string; url: string; texts: ReadonlyArray<string> };

/** A page's path as the site's first language has it: "/de/contact" → "/contact". */
function inFirstLanguage(path: string) {
  return splitLanguagePath(content.site.languages, path).path;
}

/** Every island's opening tag in the tests' build, with its page. */
function listIslandTags() {
  return PAGE_PATHS.flatMap((path) => {
    const html = readFileSync(htmlFileFor(path, TEST_CLIENT), "utf8");
    return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => ({ path, tag }));
  });
}

/** The islands of the tests' build that carry texts, with their module and the keys of those texts. */
function listIslandTexts(): Island[] {
  return listIslandTags().flatMap(({ path, tag }) => {
    const url = /\scomponent-url="([^"]*)"/.exec(tag)?.[1] ?? "";
    const props = JSON.parse(readHtmlText(/\sprops="([^"]*)"/.exec(tag)?.[1] ?? "{}")) as {
      texts?: [0, { entries: [0, Record<string, unknown>] }];
    };
    return props.texts ? [{ path, url, texts: Object.keys(props.texts[1].entries[1]) }] : [];
  });
}

/** An island's code: its module and every chunk it names, loaded now or later (a form's result panel loads once sent). */
function readIslandCode(url: string) {
  const seen = new Set<string>();
  const queue = [url];
  let code = "";
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const text = readFileSync(join(TEST_CLIENT, next), "utf8");
    code += text;
    for (const [, name = ""] of text.matchAll(/["'`](?:\.\/|\/assets\/)([\w.-]+\.js)["'`]/g))
      queue.push(`/assets/${name}`);
  }
  return code;
}

// An island's texts travel in its props, in the page's HTML, before the first paint (decision 0080): a form carries
// its own drafts' texts and not the other forms', the course tabs their labels and not the course page's texts.
test("a form's island carries the texts of its own drafts only", () => {
  const ownDrafts: Record<string, ReadonlyArray<string>> = {
    "/blog": ["draft.newsletterSubject"],
    "/careers": ["draft.applicationSubject"],
    "/contact": ["draft.contactSubject"],
    "/purchase": ["draft.purchaseSubject", "draft.waitlistSubject"],
    "/support": ["draft.supportSubject"],
  };
  const forms = listIslandTexts()
    .map(({ path, texts }) => ({
      page: inFirstLanguage(path).replace(/^\/purchase\/.+/, "/purchase"),
      subjects: texts.filter((key) => /^draft\.\w+Subject$/.test(key)),
    }))
    .filter(({ subjects }) => subjects.length > 0);
  expect(new Set(forms.map(({ page }) => page))).toEqual(new Set(Object.keys(ownDrafts)));
  expect(forms.filter(({ page, subjects }) => subjects.join() !== ownDrafts[page]?.join())).toEqual([]);
});

// The request forms share the `form` texts as one area: the contact and purchase forms read `form.sending`, and the
// support and application forms have a "Submitting…" of their own.
test("no island carries a text its code does not read", () => {
  const unread = listIslandTexts().flatMap(({ path, url, texts }) => {
    const code = readIslandCode(url);
    // The minifier quotes a string with any of the three.
    const reads = (key: string) => ['"', "'", "`"].some((quote) => code.includes(`${quote}${key}${quote}`));
    return texts
      .filter((key) => !key.startsWith("form.") && !reads(key))
      .map((key) => `${path} ${url}: ${key}`);
  });
  expect(unread).toEqual([]);
});

// A page's layouts are utilities (`@utility` in app/app.css, decision 0081): they reach the sheets of the pages whose
// files write them and no other, as a rule in `@layer components` reached every page.
test("a page's own layouts are in its pages' stylesheets alone", () => {
  const sheets = PAGE_PATHS.map((path) => {
    const [sheet = ""] = listPageAssets(readFileSync(htmlFileFor(path, TEST_CLIENT), "utf8")).styles;
    return { path, styled: listStyledClasses(readFileSync(join(TEST_CLIENT, sheet), "utf8")) };
  });
  const layouts = {
    "course-header": /^\/course\//,
    "tabs-scroll": /^\/course\/[^/]+$/,
    "purchase-layout": /^\/purchase\//,
    "purchase-details": /^\/purchase\//,
    "catalogue-comparison": /^\/courses$/,
  };
  const misplaced = Object.entries(layouts).flatMap(([name, route]) =>
    sheets
      .filter(({ path, styled }) => styled.has(name) !== route.test(inFirstLanguage(path)))
      .map(({ path }) => `${path}: ${name}`),
  );
  expect(misplaced).toEqual([]);
});

// Astro imports an island's `before-hydration-url` as soon as the island is parsed, whatever its directive: two
// requests before the first paint, which the simulated LCP counts (decision 0082). The islands import the purge of
// expired copies themselves, which e2e/pages/stored-copies.spec.ts checks on every page with an island.
test("no island imports a module while the page is parsed", () => {
  const islands = listIslandTags();
  const importing = islands.filter(({ tag }) => tag.includes("before-hydration-url"));
  expect(islands.length).toBeGreaterThan(10);
  expect(importing.map(({ path }) => path)).toEqual([]);
});
