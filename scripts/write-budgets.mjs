// `npm run budgets`: rewrites bench/budgets.json from the current build: every page's JavaScript and CSS
// (gzip) plus 10 %, rounded up to 100 bytes, and never above the target (120 KB of JavaScript, 20 KB of CSS).
// Run it after a change that makes pages lighter, and review the diff.
import { readFileSync, writeFileSync } from "node:fs";
import { measurePage } from "./page-weight.mjs";

const HEADROOM = 1.1;
const budgets = JSON.parse(readFileSync("bench/budgets.json", "utf8"));
const budgetFor = (bytes, key) => Math.min(Math.ceil((bytes * HEADROOM) / 100) * 100, budgets.target[key]);

const sitemap = readFileSync("build/client/sitemap.xml", "utf8");
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
const pages = Object.fromEntries(
  paths.map((path) => {
    const { js, css } = measurePage(path);
    return [path, { js: budgetFor(js, "js"), css: budgetFor(css, "css") }];
  }),
);
const largest = (key) => Math.max(...Object.values(pages).map((budget) => budget[key]));
writeFileSync(
  "bench/budgets.json",
  `${JSON.stringify({ ...budgets, default: { js: largest("js"), css: largest("css") }, pages }, null, 2)}\n`,
);
console.log(`bench/budgets.json: budgets for ${paths.length} pages`);
