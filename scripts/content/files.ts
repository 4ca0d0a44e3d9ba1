import { existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { type Document, isNode, LineCounter, parse, parseDocument, visit } from "yaml";

import { type CourseReference, fillCourseReferences } from "./course-references.ts";
import { ContentImages } from "./images.ts";
import { formatProblem, type ProblemList } from "./problems.ts";
import { describeYamlError } from "./yaml-problems.ts";

/** Values an owner's aliases may expand to in one file: a few reuses pass, an alias bomb is refused at once. */
const MAX_ALIAS_COUNT = 100;
/** `{instructors:Expert instructor|Expert instructors}`: the first words for a count of one, the second for any other. */
const PLURAL = /\{([a-z][a-zA-Z]*):([^{}|]*)\|([^{}|]*)\}/g;

export class ContentFiles {
  readonly root: string;
  readonly problems: ProblemList;
  readonly images: ContentImages;
  placeholders: Readonly<Record<string, string>> = {};
  /** False while content/site.yml is broken: its problems are reported, not every placeholder that quotes it. */
  checkPlaceholders = true;
  /** The language of the texts read through these files: how a count or a list they quote is worded. */
  textLang = "en";
  courseReferences: ReadonlyMap<string, CourseReference | null> = new Map();
  /** Worth the owner's attention, not wrong: printed by the build (a reference to a retired course). */
  readonly warnings: string[] = [];
  private readonly reported = new Set<string>();

  constructor(root: string, problems: ProblemList, images = new ContentImages(root)) {
    this.root = root;
    this.problems = problems;
    this.images = images;
    problems.lineOfField = (file, fieldPath) => this.lineOfField(file, fieldPath);
  }

  /** Found in the file as written, since placeholders and conditions change the text the compiler reads. */
  lineOf(file: string, texts: ReadonlyArray<string>): number | undefined {
    const index = this.linesOf(file).findIndex((line) => texts.some((text) => text && line.includes(`(${text}`)));
    return index < 0 ? undefined : index + 1;
  }

  private linesOf(file: string): string[] {
    try {
      return readFileSync(path.resolve(this.root, file), "utf8").split(/\r?\n/);
    } catch {
      return [];
    }
  }

  /** Where the value at `fieldPath` starts: the place of a problem the schema cannot see. */
  lineOfField(file: string, fieldPath: ReadonlyArray<string | number>): number | undefined {
    let text: string;
    try {
      text = readFileSync(path.resolve(this.root, file), "utf8").replace(/^\uFEFF/, "");
    } catch {
      return undefined;
    }
    const frontMatter = file.endsWith(".md") ? /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] : text;
    if (frontMatter === undefined) return undefined;
    const lineCounter = new LineCounter();
    const node = parseDocument(frontMatter, { lineCounter }).getIn(fieldPath, true);
    if (!isNode(node) || !node.range) return undefined;
    // The front matter starts on the file's second line, below the first ---.
    return lineCounter.linePos(node.range[0]).line + (frontMatter === text ? 0 : 1);
  }

  /** The file and line where the value at `fieldPath` of `file` is written (a translation's, in a further language). */
  whereIs(file: string, fieldPath: ReadonlyArray<string | number>): { file: string; line?: number } {
    const line = this.lineOfField(file, fieldPath);
    return line === undefined ? { file } : { file, line };
  }

  /** The first language's data of a YAML file as written (placeholders unfilled), whatever language these files read; undefined when unreadable. */
  readOriginalYaml(file: string): unknown {
    try {
      return parse(readFileSync(path.resolve(this.root, file), "utf8"));
    } catch {
      return undefined;
    }
  }

  relative(file: string) {
    return path.relative(this.root, path.resolve(this.root, file)).split(path.sep).join("/");
  }

  list(folder: string, extension: string): string[] {
    const absolute = path.resolve(this.root, folder);
    if (!existsSync(absolute)) return [];
    return readdirSync(absolute)
      .filter((name) => name.endsWith(extension) && !name.startsWith("."))
      .sort()
      .map((name) => this.relative(path.join(absolute, name)));
  }

  read(file: string): string | undefined {
    try {
      return readFileSync(path.resolve(this.root, file), "utf8");
    } catch {
      this.problems.add({ file, message: "the file is missing or cannot be read" });
      return undefined;
    }
  }

  readYaml(file: string): unknown {
    const text = this.read(file);
    return text === undefined ? undefined : this.parseYaml(file, text);
  }

  readMarkdown(file: string, { plainBody = false } = {}): { data: unknown; body: string } | undefined {
    const text = this.read(file);
    if (text === undefined) return undefined;
    const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text.replace(/^\uFEFF/, ""));
    if (!match) {
      this.problems.add({
        file,
        message: "expected front matter between two lines of three dashes (---) at the top",
      });
      return undefined;
    }
    // The front matter starts on the file's second line, below the first ---.
    const data = this.parseYaml(file, match[1] ?? "", 1);
    return data === undefined
      ? undefined
      : { data, body: this.fill(text.slice(match[0].length), file, "body", !plainBody) };
  }

  /** Placeholders, `{course:slug}` references and `{instructors:one|more}` choices filled; `markdown` makes `[{course:slug}]` a link. */
  fill(text: string, file: string, field: string, markdown = false): string {
    const own = /^content\/courses\/([^/]+)\.md$/.exec(file)?.[1];
    const referenced = fillCourseReferences(text, this.courseReferences, {
      markdown,
      ...(own ? { own } : {}),
      report: (kind, token, message) => this.report(kind, file, field, token, message),
    });
    return this.fillPlaceholders(referenced, file, field);
  }

  private report(kind: "problem" | "warning", file: string, field: string, token: string, message: string) {
    const key = `${kind} ${file} ${token} ${message}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    const lines = this.linesOf(file).flatMap((line, index) => (line.includes(token) ? [index + 1] : []));
    for (const line of lines.length > 0 ? lines : [undefined]) {
      const problem = { file, ...(line ? { line } : {}), field, message };
      if (kind === "problem") this.problems.add(problem);
      else this.warnings.push(formatProblem(problem));
    }
  }

  private fillPlaceholders(text: string, file: string, field: string): string {
    const chosen = text.replace(PLURAL, (token, name: string, one: string, more: string) => {
      const count = this.placeholders[`${name}.number`];
      if (count !== undefined) return Number(count) === 1 ? one : more;
      if (this.checkPlaceholders)
        this.problems.add({
          file,
          field,
          message: `${token}: {${name}:…|…} chooses by a count; the counts are ${Object.keys(this.placeholders)
            .filter((known) => known.endsWith(".number"))
            .map((known) => known.slice(0, -".number".length))
            .join(", ")}`,
        });
      return token;
    });
    return chosen.replace(/\{([a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+)\}/g, (token, name: string) => {
      const value = this.placeholders[name];
      if (value !== undefined || !this.checkPlaceholders) return value ?? token;
      this.problems.add({
        file,
        field,
        message: `unknown placeholder ${token} (known: ${Object.keys(this.placeholders)
          .filter((known) => !known.endsWith(".titleCase"))
          .map((known) => `{${known}}`)
          .join(", ")}; each promise also as {promises.name.titleCase})`,
      });
      return token;
    });
  }

  private fillAll(value: unknown, file: string, path: string): unknown {
    if (typeof value === "string") return this.fill(value, file, path || "(file)");
    if (Array.isArray(value))
      return value.map((item, index) => this.fillAll(item, file, `${path}[${index}]`));
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          this.fillAll(item, file, path ? `${path}.${key}` : key),
        ]),
      );
    }
    return value;
  }

  /** Undefined after recording its first syntax error at the file's own line. */
  private parseYaml(file: string, text: string, linesBefore = 0): unknown {
    const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
    const [error] = document.errors;
    if (error) {
      const line = error.linePos?.[0]?.line;
      const lineText = line ? (text.split(/\r?\n/)[line - 1] ?? "") : "";
      this.problems.add({
        file,
        ...(line ? { line: line + linesBefore } : {}),
        message: describeYamlError(error, lineText),
      });
      return undefined;
    }
    let data: unknown;
    try {
      data = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (error) {
      // The yaml package stops an alias bomb (a few lines that expand to gigabytes) with a ReferenceError.
      if (!(error instanceof ReferenceError)) throw error;
      const line = findFirstAlias(document, text);
      this.problems.add({
        file,
        ...(line ? { line: line + linesBefore } : {}),
        message: `its aliases (*name) repeat other values more than ${MAX_ALIAS_COUNT} times over: write each value out where it is needed, without & anchors and * aliases`,
      });
      return undefined;
    }
    // Dates stay the text the owner wrote ("2026-10-27"), so that the schema checks them in one place.
    return this.fillAll(data ?? {}, file, "");
  }
}

function findFirstAlias(document: Document, text: string): number | undefined {
  let offset: number | undefined;
  visit(document, {
    Alias(_, node) {
      offset = node.range?.[0];
      return visit.BREAK;
    },
  });
  return offset === undefined ? undefined : text.slice(0, offset).split("\n").length;
}

/** The build publishes files, never links: a link followed at build or by a server could publish any file. */
export function listSymlinks(root: string, folders: ReadonlyArray<string>): string[] {
  const walk = (relative: string): string[] => {
    const absolute = path.join(root, relative);
    const stats = lstatSync(absolute, { throwIfNoEntry: false });
    if (!stats) return [];
    if (stats.isSymbolicLink()) return [relative];
    if (!stats.isDirectory()) return [];
    return readdirSync(absolute)
      .sort()
      .flatMap((name) => walk(`${relative}/${name}`));
  };
  return folders.flatMap(walk);
}

export function slugOf(file: string) {
  return path.basename(file).replace(/\.[^.]+$/, "");
}
