import path from "node:path";

import { resolveAnalytics } from "../../../model/analytics-settings.ts";
import { contentLanguage } from "../../../model/dates.ts";
import { resolveNewsletter } from "../../../model/newsletter.ts";
import { type Site, SITE_VARIABLES,type SiteFile, siteSchema } from "../../../model/schemas/site.ts";
import { toTitleCase } from "../../../model/words.ts";
import type { CollectionDescriptor } from "../collection.ts";
import type { ContentFiles } from "../files.ts";
import { UI_FOLDER } from "./ui.ts";

export const SITE_FILE = "content/site.yml";

export const siteCollection: CollectionDescriptor = {
  name: "site",
  label: "Site settings",
  description: "The business's name, contact details, public address, currency and promises.",
  files: { kind: "file", file: SITE_FILE },
  schema: siteSchema,
};

/** "US dollars", "British pounds", "euros": how a sentence names the prices' currency. */
export function nameCurrency(code: string) {
  const parts = new Intl.NumberFormat("en", { style: "currency", currency: code, currencyDisplay: "name" });
  return parts.formatToParts(2).find((part) => part.type === "currency")?.value ?? code;
}

type Env = Readonly<Record<string, string | undefined>>;

const PROMISE_REFERENCE = /\{promises\.([a-zA-Z]+)\}/g;

/** How a problem names a SITE_* variable: where the owner set it, and what it overrides. */
export function describeVariable(variable: string) {
  return `the variable ${variable} (set in the build's environment or a .env file, in place of ${SITE_FILE})`;
}

/**
 * content/site.yml, then each SITE_* variable that is set (and not blank) in place of its value. `lang`: the
 * language these files are read in (a further language's), the site's first by default.
 */
export function loadSite(files: ContentFiles, env: Env, lang?: string): Site | undefined {
  // The file's own texts may only quote its promises, filled below once they are read.
  const check = files.checkPlaceholders;
  files.checkPlaceholders = false;
  const raw = files.readYaml(SITE_FILE);
  files.checkPlaceholders = check;
  if (raw === undefined) return undefined;
  const merged: Record<string, unknown> = raw && typeof raw === "object" ? { ...raw } : {};
  // The setting of a provider's script (gone: the site ships its own module) must not be dropped in silence.
  if (env.SITE_ANALYTICS_SCRIPT?.trim())
    files.problems.add({
      file: describeVariable("SITE_ANALYTICS_SCRIPT"),
      message:
        "no longer read: the site loads no provider's script. For a self-hosted instance set SITE_ANALYTICS_HOST to its address (https://stats.example.com); for the hosted service, remove it",
    });
  const fromVariables = new Map<string, string>();
  for (const [key, variable] of Object.entries(SITE_VARIABLES)) {
    const value = env[variable]?.trim();
    if (value) {
      merged[key] = value;
      fromVariables.set(key, variable);
    }
  }
  // A value a variable set is that variable's problem, not the file's: the owner fixes it where it was set.
  const file = files.problems.parse(
    siteSchema,
    merged,
    SITE_FILE,
    (field) => {
      const variable = fromVariables.get(field);
      return variable && describeVariable(variable);
    },
    (field) => files.lineOfField(SITE_FILE, field.split(".")),
  );
  if (!file) return undefined;
  const written: Record<string, string> = { ...file.promises };
  const promises: Record<string, string> = file.promises;
  for (const [key, value] of Object.entries(written)) {
    promises[key] = value.replace(PROMISE_REFERENCE, (token, name: string) => {
      const quoted = name === key ? undefined : written[name];
      if (quoted !== undefined && !quoted.includes("{promises.")) return quoted;
      files.problems.add({
        file: SITE_FILE,
        field: `promises.${key}`,
        message: `${token}: a promise may quote another promise of this file that quotes none`,
      });
      return token;
    });
  }
  const guarantee = checkGuarantee(files, file.promises, readGuaranteeWordings(files, lang ?? contentLanguage(file)));
  if (guarantee === undefined) return undefined;
  return {
    ...file,
    promises: { ...file.promises, guarantee },
    url: file.url.replace(/\/+$/, ""),
    jobsEmail: file.jobsEmail ?? file.email,
    supportEmail: file.supportEmail ?? file.email,
    formEndpoint: file.formEndpoint ?? null,
    currencyName: nameCurrency(file.currency),
    analyticsTag: analyticsTagOf(file),
  };
}

const UNITS = ["day", "week", "month", "year"] as const;
type Unit = (typeof UNITS)[number];

/** A dictionary's `guarantee.*` texts: per unit of a refund window, the guarantee's wording and the unit's words. */
export type GuaranteeWording = {
  lang: string;
  units: Record<Unit, { text: string; words: ReadonlyArray<string> }>;
};

/**
 * The guarantee's wording of the language `lang` first, then of every other dictionary (a German site whose
 * site.yml still says "30 days"), read from content/ui/ as written: the dictionaries are checked later, by loadUi.
 */
function readGuaranteeWordings(files: ContentFiles, lang: string): GuaranteeWording[] {
  const dictionaries = files
    .list(UI_FOLDER, ".yml")
    .map((file) => ({ lang: path.basename(file, ".yml"), data: files.readOriginalYaml(file) }))
    .sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang));
  return dictionaries.flatMap(({ lang: code, data }) => {
    const group = (data as { guarantee?: Record<string, unknown> } | null | undefined)?.guarantee;
    const read = (unit: Unit) => {
      const text = group?.[`${unit}s`];
      const words = group?.[`${unit}Words`];
      if (typeof text !== "string" || typeof words !== "string") return undefined;
      return { text, words: words.split(",").map((word) => word.trim()).filter(Boolean) };
    };
    const [day, week, month, year] = UNITS.map(read);
    // A dictionary missing one is reported by loadUi, with its line.
    return day && week && month && year ? [{ lang: code, units: { day, week, month, year } }] : [];
  });
}

/** A refund window's number and unit ("30 days", "30 Tage"), by the unit words of any of the wordings. */
function parseWindow(refundWindow: string, wordings: ReadonlyArray<GuaranteeWording>) {
  const match = /^(\d+)\s+(\p{L}+)$/u.exec(refundWindow.trim());
  const [, figure, word] = match ?? [];
  if (!figure || !word) return undefined;
  const unit = findUnit(word, wordings);
  return unit ? { figure, unit } : undefined;
}

/** The unit a word names in any wording: one of its words, or the word its guarantee puts after the number ("Tage"). */
function findUnit(word: string, wordings: ReadonlyArray<GuaranteeWording>): Unit | undefined {
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;
  return UNITS.find((unit) =>
    wordings.some(({ units }) => {
      const { text, words } = units[unit];
      const written = /\{n\}[- ](\p{L}+)/u.exec(text)?.[1];
      return [...words, ...(written ? [written] : [])].some((candidate) => same(candidate, word));
    }),
  );
}

/**
 * "30 days" → "30-day money-back guarantee", "30 Tage" → "30-Tage-Geld-zurück-Garantie": the guarantee in the first
 * wording's language (the files' own), from the refund window whose unit any wording names; undefined when the
 * window is no such length.
 */
export function writeGuarantee(refundWindow: string, wordings: ReadonlyArray<GuaranteeWording>) {
  const window = parseWindow(refundWindow, wordings);
  const [own] = wordings;
  return window && own ? own.units[window.unit].text.replaceAll("{n}", window.figure) : undefined;
}

/** "30 days", "30 Tage": a length as the wording's language writes a refund window, for a problem's message. */
function exampleWindow(wordings: ReadonlyArray<GuaranteeWording>) {
  const words = wordings[0]?.units.day.words ?? [];
  return `30 ${words[1] ?? words[0] ?? "days"}`;
}

/**
 * The guarantee the pages state: the file's wording when it states the refund window's length, else written from
 * the window. In a further language (content/de/site.yml) the window and the guarantee are worded in its words,
 * but their number is the original's: "30 Tage", "30-Tage-Geld-zurück-Garantie".
 */
function checkGuarantee(
  files: ContentFiles,
  promises: SiteFile["promises"],
  wordings: ReadonlyArray<GuaranteeWording>,
) {
  const written = writeGuarantee(promises.refundWindow, wordings);
  const at = (field: string) => files.whereIs(SITE_FILE, ["promises", field]);
  // "line 28" in the file of the problem, "content/site.yml, line 28" in another.
  const place = (field: string, besides: string) => {
    const { file, line } = at(field);
    const where = line === undefined ? "" : `line ${line}`;
    return file === at(besides).file ? where || "?" : `${file}${where ? `, ${where}` : ""}`;
  };
  const original = (files.readOriginalYaml(SITE_FILE) as { promises?: { refundWindow?: unknown } } | undefined)
    ?.promises?.refundWindow;
  const days = figureOf(String(original ?? promises.refundWindow));
  if (days !== figureOf(promises.refundWindow)) {
    files.problems.add({
      ...at("refundWindow"),
      field: "promises.refundWindow",
      message: `"${promises.refundWindow}" states another length than the original's refundWindow "${String(original)}" (${SITE_FILE}${lineText(files.lineOfField(SITE_FILE, ["promises", "refundWindow"]))}): a translation words the same length`,
    });
    return undefined;
  }
  if (promises.guarantee === undefined) {
    if (written) return written;
    files.problems.add({
      ...at("refundWindow"),
      field: "promises.refundWindow",
      message: `"${promises.refundWindow}" is not a length such as "${exampleWindow(wordings)}", from which the guarantee is written: write one, or word the guarantee yourself as promises.guarantee ("${writeGuarantee(exampleWindow(wordings), wordings) ?? "30-day money-back guarantee"}")`,
    });
    return undefined;
  }
  const length = parseWindow(promises.refundWindow, wordings);
  const statedWord = /\d+[- ](\p{L}+)/u.exec(promises.guarantee)?.[1];
  const statedUnit = statedWord ? findUnit(statedWord, wordings) : undefined;
  const otherUnit = length && statedUnit && statedUnit !== length.unit;
  const statedFigure = figureOf(promises.guarantee);
  if (otherUnit || (days !== undefined && statedFigure !== undefined && statedFigure !== days)) {
    files.problems.add({
      ...at("guarantee"),
      field: "promises.guarantee",
      message: `"${promises.guarantee}" states another length than refundWindow "${promises.refundWindow}" (${place("refundWindow", "guarantee")}): ${
        written
          ? `delete the guarantee line, and the guarantee is written from refundWindow ("${written}")`
          : "state refundWindow's length"
      }`,
    });
    return undefined;
  }
  return promises.guarantee;
}

function lineText(line: number | undefined) {
  return line === undefined ? "" : `, line ${line}`;
}

/** The first number a length states: "30" of "30 days", "30 Tage" and "30-day money-back guarantee". */
function figureOf(text: string) {
  return /\d+/.exec(text)?.[0];
}

function analyticsTagOf(settings: SiteFile) {
  const tag = resolveAnalytics(settings);
  return tag ? { provider: tag.provider, site: tag.site, endpoint: tag.endpoint } : null;
}

/**
 * The values content files may quote: {site.name}, {site.email}, …, {promises.replyTime}, and each text promise in
 * title case, {promises.guarantee.titleCase}.
 */
export function listSitePlaceholders(site: Site): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(site)) {
    if (typeof value === "string") values[`site.${key}`] = value;
  }
  // A policy names who measures visits, and where the figures go: {site.analyticsName}, {site.analyticsOrigin}.
  const analytics = resolveAnalytics(site);
  values["site.analyticsName"] = analytics?.name ?? "none";
  values["site.analyticsOrigin"] = analytics?.connectOrigins.join(" and ") ?? "none";
  for (const [key, value] of Object.entries(site.promises)) {
    values[`promises.${key}`] = String(value);
    // Where a promise reads as a name: "our {promises.guarantee.titleCase}" → "our 30-Day Money-Back Guarantee".
    if (typeof value === "string") values[`promises.${key}.titleCase`] = toTitleCase(value);
  }
  return values;
}

/** What `{if site.formEndpoint}` in a policy tests: each setting that may be left unset, and whether it is set. */
export function listSiteConditions(site: Site): Record<string, boolean> {
  return {
    "site.formEndpoint": site.formEndpoint !== null,
    "site.analytics": resolveAnalytics(site) !== null,
    "site.newsletter": resolveNewsletter(site) !== null,
  };
}

/** The brand name the template ships with: a placeholder for the owner's own. */
export const TEMPLATE_NAME = "Meridian Business Academy";

/**
 * Values that are still the template's stand-ins: a site built with them cannot be reached by its visitors, or
 * carries the template's brand name.
 */
const PLACEHOLDERS = [/example\.(?:com|org|net)\b/i, /\b555\b/, /Example Street/i, new RegExp(`^${TEMPLATE_NAME}$`)];

/** The SITE_* settings (by variable name) whose value, from the variable or content/site.yml, is a placeholder. */
export function listPlaceholderSettings(site: Site) {
  return Object.entries(SITE_VARIABLES).flatMap(([key, variable]) => {
    const value = site[key as keyof Site];
    return typeof value === "string" && PLACEHOLDERS.some((pattern) => pattern.test(value)) ? [{ variable, value }] : [];
  });
}
