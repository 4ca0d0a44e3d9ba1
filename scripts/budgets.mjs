// A route pattern's budget (/blog/:slug) holds every page of the route: a new post needs no entry of its own.
import { readFileSync } from "node:fs";

export const BUDGETS_FILE = "bench/budgets.json";

export function readBudgets() {
  return JSON.parse(readFileSync(BUDGETS_FILE, "utf8"));
}

export function coversPath(key, path) {
  if (!key.includes(":")) return key === path;
  const pattern = key
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${pattern}$`).test(path);
}

export function findBudgetKey(budgets, path) {
  if (budgets.pages[path]) return path;
  return Object.keys(budgets.pages).find((key) => coversPath(key, path));
}

export function findBudget(budgets, path) {
  const key = findBudgetKey(budgets, path);
  return key === undefined ? budgets.default : budgets.pages[key];
}
