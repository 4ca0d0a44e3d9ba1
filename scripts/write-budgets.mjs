// Run it after a change that makes pages lighter, and review the diff.
import { readFileSync, writeFileSync } from "node:fs";

import { BUDGETS_FILE, coversPath, readBudgets } from "./budgets.mjs";
import { measurePage } from "./page-weight.mjs";

const HEADROOM = 1.1;
const budgets = readBudgets();
const patterns = Object.keys(budgets.pages).filter((key) => key.includes(":"));
const budgetFor = (bytes, key) => Math.min(Math.ceil((bytes * HEADROOM) / 100) * 100, budgets.target[key]);

const sitemap = readFileSync("build/client/sitemap.xml", "utf8");
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
const pages = {};
for (const path of paths) {
  const { js, css } = measurePage(path);
  const key = patterns.find((pattern) => coversPath(pattern, path)) ?? path;
  const budget = { js: budgetFor(js, "js"), css: budgetFor(css, "css") };
  pages[key] = pages[key]
    ? { js: Math.max(pages[key].js, budget.js), css: Math.max(pages[key].css, budget.css) }
    : budget;
}
const largest = (key) => Math.max(...Object.values(pages).map((budget) => budget[key]));
writeFileSync(
  BUDGETS_FILE,
  `${JSON.stringify({ ...budgets, default: { js: largest("js"), css: largest("css") }, pages }, null, 2)}\n`,
);
console.log(`bench/budgets.json: budgets for ${paths.length} pages`);
