import { inspect } from "node:util";

import type { z } from "zod";

export type Problem = { file: string; line?: number; field?: string; message: string };

export function formatProblem({ file, line, field, message }: Problem) {
  const where = line ? `${file}, line ${line}` : file;
  return field ? `${where}: ${field}: ${message}` : `${where}: ${message}`;
}

/** Printed as its message alone, with no stack trace, by the build's command line and by Node. */
export class OwnerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OwnerError";
    // Empty: Astro prints a "Stack trace:" heading under any error that has one.
    this.stack = "";
  }

  [inspect.custom]() {
    return this.message;
  }
}

export class ContentError extends OwnerError {
  declare readonly problems: ReadonlyArray<Problem>;
  constructor(problems: ReadonlyArray<Problem>) {
    const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
    super(
      `The content has ${count}:\n${problems.map((problem) => `  ${formatProblem(problem)}`).join("\n")}`,
    );
    this.name = "ContentError";
    Object.defineProperty(this, "problems", { value: problems, enumerable: false });
  }
}

export function formatPath(path: ReadonlyArray<PropertyKey>) {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

const TYPE_NAMES: Record<string, string> = {
  string: "a text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
  date: "a date",
};

export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return "nothing";
  if (typeof value === "string")
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : "a list";
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type": {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      return issue.input === undefined
        ? `missing: expected ${expected}`
        : `expected ${expected}, got ${describeValue(issue.input)}`;
    }
    case "invalid_value":
      return `expected ${issue.values.length === 1 ? "" : "one of "}${issue.values.map((value) => JSON.stringify(value)).join(", ")}, got ${describeValue(issue.input)}`;
    case "invalid_format":
      return `${issue.message}, got ${describeValue(issue.input)}`;
    case "too_small":
    case "too_big":
    case "custom":
      return `${issue.message}${issue.input === undefined ? "" : `, got ${describeValue(issue.input)}`}`;
    default:
      return issue.message;
  }
}

export function parsePath(field: string): Array<string | number> {
  return field
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== "")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export function listAllowedFields(schema: z.ZodType, path: ReadonlyArray<PropertyKey>): string[] {
  let current: unknown = schema;
  const unwrap = () => {
    for (let depth = 0; depth < 10; depth++) {
      const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
      if (!def) return;
      if (["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"].includes(String(def.type)))
        current = def.innerType;
      else if (def.type === "pipe") current = def.in;
      else return;
    }
  };
  for (const key of path) {
    unwrap();
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (def?.type === "array" && typeof key === "number") current = def.element;
    else if (def?.type === "object" && typeof key === "string")
      current = (def.shape as Record<string, unknown>)[key];
    else return [];
  }
  unwrap();
  const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  return def?.type === "object" ? Object.keys(def.shape as Record<string, unknown>) : [];
}

function distance(a: string, b: string) {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++)
      row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[y.length] ?? 0;
}

export function findNearestField(key: string, allowed: ReadonlyArray<string>) {
  const ranked = allowed
    .map((field) => ({ field, edits: distance(key, field) }))
    .sort((a, b) => a.edits - b.edits);
  const best = ranked[0];
  return best && best.edits <= Math.max(2, Math.floor(key.length / 3)) ? best.field : undefined;
}

function describeUnknownField(key: string, allowed: ReadonlyArray<string>) {
  if (allowed.length === 0) return "unknown field";
  const nearest = findNearestField(key, allowed);
  return `unknown field (${nearest ? `did you mean ${nearest}? ` : ""}the fields here: ${allowed.join(", ")})`;
}

export function problemsFromIssues(
  file: string,
  issues: ReadonlyArray<z.core.$ZodIssue>,
  schema?: z.ZodType,
): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    if (issue.code === "unrecognized_keys") {
      const allowed = schema ? listAllowedFields(schema, issue.path) : [];
      return issue.keys.map((key) => ({
        file,
        field: formatPath([...issue.path, key]),
        message: describeUnknownField(key, allowed),
      }));
    }
    const field = formatPath(issue.path);
    return [{ file, ...(field ? { field } : {}), message: describeIssue(issue) }];
  });
}

export class ProblemList {
  readonly problems: Problem[] = [];
  lineOfField: (file: string, path: ReadonlyArray<string | number>) => number | undefined = () => undefined;

  add(problem: Problem) {
    this.problems.push(problem);
  }

  /** `sourceOf` names where a top-level field came from when not from `file` (a SITE_* variable). */
  parse<Schema extends z.ZodType>(
    schema: Schema,
    data: unknown,
    file: string,
    sourceOf: (field: string) => string | undefined = () => undefined,
    lineOf: (field: string) => number | undefined = (field) => this.lineOfField(file, parsePath(field)),
  ): z.output<Schema> | undefined {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return result.data;
    for (const problem of problemsFromIssues(file, result.error.issues, schema)) {
      const source = problem.field === undefined ? undefined : sourceOf(problem.field);
      const line = problem.field === undefined ? undefined : lineOf(problem.field);
      this.problems.push(source ? { file: source, message: problem.message } : { ...problem, ...(line ? { line } : {}) });
    }
    return undefined;
  }

  /** Names both files: which of the two the owner changed, the build cannot know. */
  checkUnique<Item>(items: ReadonlyArray<{ file: string; item: Item }>, key: keyof Item & string, hint = "") {
    const seen = new Map<unknown, string>();
    for (const { file, item } of items) {
      const value = item[key];
      const first = seen.get(value);
      if (first) {
        this.add({
          file: `${first} and ${file}`,
          field: key,
          message: `both files have ${describeValue(value)}: change one of them${hint ? ` (${hint})` : ""}`,
        });
      } else seen.set(value, file);
    }
  }

  checkUniqueInList<Item>(file: string, field: string, items: ReadonlyArray<Item>, key: keyof Item & string) {
    items.forEach((item, index) => {
      const first = items.findIndex((other) => other[key] === item[key]);
      if (first < index) {
        this.add({
          file,
          field: `${field}[${index}].${key}`,
          message: `${describeValue(item[key])} is already used by ${field}[${first}]`,
        });
      }
    });
  }

  throwIfAny() {
    if (this.problems.length > 0) throw new ContentError(this.problems);
  }
}
