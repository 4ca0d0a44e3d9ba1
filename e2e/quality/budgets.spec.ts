import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { coversPath, findBudget, readBudgets } from "../../scripts/budgets.mjs";
import { htmlFileFor, listPageAssets, measurePage } from "../../scripts/page-weight.mjs";
import { content } from "../content";
import { expect, test } from "../fixtures";
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

const ENTITIES: Record<string, string> = { amp: "&", gt: ">", lt: "<", quot: '"', "#39": "'" };

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
      names.replace(/&(amp|gt|lt|quot|#39);/g, (_, entity: string) => ENTITIES[entity] ?? "").split(/\s+/),
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
