import type { YAMLError } from "yaml";

/** `name: value` on one line of a YAML file (or `- value`, a list item): what the hints quote back. */
const FIELD_LINE = /^\s*([^\s#"'-][^:#]*?):\s+(.*?)\s*$/;
const ITEM_LINE = /^\s*-\s+(.*?)\s*$/;

/** The line with its value in double quotes: `title: "Pricing: a guide"`, `- "Pricing: a guide"`. */
function quoted(text: string): string | undefined {
  // A comment (` # …`) stays out of the quotes.
  const line = text.replace(/\s+#.*$/, "");
  const item = ITEM_LINE.exec(line);
  if (item) return `- ${JSON.stringify(item[1])}`;
  const field = FIELD_LINE.exec(line);
  return field ? `${field[1]}: ${JSON.stringify(field[2])}` : undefined;
}

/** The field a line sets, for "quote a title …"; a list item has none. */
function fieldOf(line: string) {
  return ITEM_LINE.test(line) ? undefined : FIELD_LINE.exec(line)?.[1];
}

/**
 * The YAML library's error in an owner's words, with a way to fix it quoting the line: its own messages
 * ("Nested mappings are not allowed in compact mappings") are written for people who know the grammar. `line` is
 * the text of the line the error is on.
 */
export function describeYamlError(error: YAMLError, line: string): string {
  const text = error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "") ?? "";
  const field = fieldOf(line);
  const fix = quoted(line);
  switch (error.code) {
    case "BLOCK_AS_IMPLICIT_KEY":
      if (/^Nested mappings/.test(text)) {
        const noun = field ?? "text";
        return `a colon followed by a space inside a value makes YAML read a second field: quote ${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun} that contains a colon: ${fix ?? `${noun}: "…"`}`;
      }
      return "this line does not line up with the lines above it: the fields of one group, and the items (- …) of one list, start in the same column";
    case "MULTILINE_IMPLICIT_KEY":
    case "MISSING_CHAR":
      if (/closing .?quote/i.test(text)) {
        return "a quoted text is not closed: end it with the same quote mark it starts with, on the same line";
      }
      if (/^Implicit keys need to be on a single line/.test(text) && /^\s*[^\s:#-][^:]*:\S/.test(line)) {
        return "a field's name must be followed by a colon and a space: write `name: value`";
      }
      return "this line is neither `name: value` nor a list item `- …` lined up with the lines above it: check the colon after the field's name and the spaces at the start of the line";
    case "DUPLICATE_KEY":
      return `the field ${field ?? ""}${field ? " " : ""}appears twice in this file: keep one of them`;
    case "TAB_AS_INDENT":
      return "a tab indents this line: YAML files are indented with spaces only";
    case "BAD_INDENT":
      return "this line does not line up with the lines above it: the fields of one group, and the items (- …) of one list, start in the same column, and a list in brackets [a, b] ends with ]";
    case "UNEXPECTED_TOKEN":
      return `text after a closing quote: put the whole value inside the quotes${fix ? `, such as ${fix}` : ""}`;
    case "BAD_SCALAR_START": {
      const character = /character (\S+)/.exec(text)?.[1] ?? "this character";
      return `a value cannot start with ${character} unless it is quoted: ${fix ?? `${field ?? "title"}: "…"`}`;
    }
    default:
      return `not valid YAML: ${text}`;
  }
}
