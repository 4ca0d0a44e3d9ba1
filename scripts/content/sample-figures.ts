import { existsSync } from "node:fs";
import path from "node:path";

import { ContentFiles, slugOf } from "./files.ts";
import { formatProblem, type Problem, ProblemList } from "./problems.ts";

// PRODUCT item 28, issue 41: figures a page states with nothing behind them. The template ships the
// specification's samples (ratings with no reviews, support statistics, view counts); the build lists each one still
// written, and SITE_STRICT=1 refuses them, naming file and line, as it refuses placeholder settings.

type Env = Readonly<Record<string, string | undefined>>;

const COURSES = "content/courses";
const BLOG = "content/blog";
const SUPPORT = "content/support.yml";
const REVIEWS = "content/reviews";

/** Every sample figure still written in the content under `root`: where it is, and what to do about it. */
export function listSampleFigures(root: string): Problem[] {
  const files = new ContentFiles(root, new ProblemList());
  files.checkPlaceholders = false;
  const at = (file: string, field: Array<string | number>) => {
    const line = files.lineOfField(file, field);
    return { file, ...(line ? { line } : {}) };
  };
  const frontMatter = (file: string) => {
    const data = files.readMarkdown(file, { plainBody: true })?.data;
    return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  };
  const figures: Problem[] = [];
  // A course with reviews shows their mean, so its own `rating:` is no claim on any page.
  const reviewed = new Set(files.list(REVIEWS, ".md").map((file) => String(frontMatter(file).course ?? "")));
  for (const file of files.list(COURSES, ".md")) {
    const course = frontMatter(file);
    if (course.retired === true || typeof course.rating !== "number" || reviewed.has(slugOf(file))) continue;
    figures.push({
      ...at(file, ["rating"]),
      field: "rating",
      message: `${course.rating} stars shown beside "No reviews yet": a rating with no reviews behind it`,
    });
  }
  type Stats = { stats?: Array<{ value?: unknown; label?: unknown } | null> } | undefined;
  const original = (files.readYaml(SUPPORT) as Stats)?.stats ?? [];
  // A further language's support.yml (content/de/support.yml) words the statistics again: a sample figure there is
  // shown on that language's page even after the original's is replaced.
  const languages = (files.readYaml("content/site.yml") as { languages?: unknown } | undefined)?.languages;
  const translations = (Array.isArray(languages) ? languages.slice(1) : []).map((lang) => `content/${String(lang)}/support.yml`);
  for (const file of [SUPPORT, ...translations.filter((file) => existsSync(path.resolve(root, file)))]) {
    const stats = file === SUPPORT ? original : ((files.readYaml(file) as Stats)?.stats ?? []);
    stats.forEach((stat, index) => {
      if (!stat || stat.value === undefined || stat.value === null) return;
      const value = String(stat.value);
      // A stat that quotes a promise ("< {promises.supportResponseTime}") is the owner's promise, not a measurement.
      if (!/\d/.test(value) || value.includes("{promises.")) return;
      figures.push({
        ...at(file, ["stats", index, "value"]),
        field: `stats[${index}].value`,
        message: `"${value} ${String(stat.label ?? original[index]?.label ?? "")}": a statistic with no measurement behind it`,
      });
    });
  }
  for (const file of files.list(BLOG, ".md")) {
    const post = frontMatter(file);
    if (typeof post.views !== "number") continue;
    figures.push({
      ...at(file, ["views"]),
      field: "views",
      message: `${post.views} views: a count with no analytics behind it`,
    });
  }
  return figures;
}

const INTRO =
  'These figures are the template\'s samples, with no source behind them (replace each with your own, or delete the line; content/README.md, "Figures with a source"):';

/** Every sample figure by file and line, one a line: what SITE_STRICT=1 refuses. */
export function describeSampleFigures(figures: ReadonlyArray<Problem>) {
  return [INTRO, ...figures.map((figure) => `  ${formatProblem(figure)}`)].join("\n");
}

/** The build summary's short form: one line per field, its files and lines (the summary stays a screen long). */
export function summarizeSampleFigures(figures: ReadonlyArray<Problem>) {
  const byField = new Map<string, string[]>();
  for (const figure of figures) {
    const field = (figure.field ?? "").replace(/\[\d+\]/, "[]");
    byField.set(field, [...(byField.get(field) ?? []), `${figure.file}${figure.line ? `:${figure.line}` : ""}`]);
  }
  return [INTRO, ...[...byField].map(([field, places]) => `  ${field}: ${places.join(", ")}`)].join("\n");
}

/** What SITE_STRICT=1 refuses besides placeholder settings: the sample figures, when any is left. */
export function describeStrictFigures(root: string, env: Env) {
  if (env.SITE_STRICT !== "1") return "";
  const figures = listSampleFigures(root);
  return figures.length > 0 ? describeSampleFigures(figures) : "";
}
