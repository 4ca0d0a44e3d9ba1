// bench/budgets.json, read the way the size gate and `npm run budgets` read it. A key is a page's URL
// (/courses) or a dynamic route's pattern (/blog/:slug), whose budget holds every page of the route: a new
// post or help article meets its kind's budget without an entry of its own.
import { readFileSync } from "node:fs";

export const BUDGETS_FILE = "bench/budgets.json";

export function readBudgets() {
  return JSON.parse(readFileSync(BUDGETS_FILE, "utf8"));
}

/** Whether the budget key (a URL, or a pattern such as /blog/:slug) covers the page at `path`. */
export function coversPath(key, path) {
  if (!key.includes(":")) return key === path;
  const pattern = key
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${pattern}$`).test(path);
}

/** The key of the page's budget: its own URL, else the pattern that covers it, else undefined (the default). */
export function findBudgetKey(budgets, path) {
  if (budgets.pages[path]) return path;
  return Object.keys(budgets.pages).find((key) => coversPath(key, path));
}

/** The page's budget: its own, its route pattern's, or the default. */
export function findBudget(budgets, path) {
  const key = findBudgetKey(budgets, path);
  return key === undefined ? budgets.default : budgets.pages[key];
}
