const IF = /^\{if\s+([^{}]*?)\s*\}$/;
const ELSE = "{else}";
const END = "{end}";

type Open = { name: string; keep: boolean; inElse: boolean };

/**
 * A Markdown text with its conditional parts resolved: lines between `{if site.formEndpoint}` and `{end}` (each
 * marker alone on its line) stay only when that setting is set, lines after an `{else}` only when it is not. So a
 * policy says what this build does (a form service or email drafts) without the owner keeping two copies.
 * `conditions` names what `{if …}` may test; a problem is reported for anything else and for unbalanced markers.
 */
export function applyConditions(
  text: string,
  conditions: Readonly<Record<string, boolean>>,
  report: (message: string) => void,
): string {
  const open: Open[] = [];
  const kept: string[] = [];
  for (const line of text.split("\n")) {
    const marker = line.trim();
    const condition = IF.exec(marker);
    if (condition) {
      const name = condition[1] ?? "";
      const value = conditions[name];
      if (value === undefined) {
        report(
          `unknown condition {if ${name}} (known: ${Object.keys(conditions)
            .map((known) => `{if ${known}}`)
            .join(", ")})`,
        );
      }
      open.push({ name, keep: value ?? false, inElse: false });
      continue;
    }
    if (marker === ELSE || marker === END) {
      const current = open.at(-1);
      if (!current || (marker === ELSE && current.inElse)) {
        report(`${marker} without an {if …} line before it`);
        continue;
      }
      if (marker === ELSE) current.inElse = true;
      else open.pop();
      continue;
    }
    if (open.every((part) => part.keep !== part.inElse)) kept.push(line);
  }
  for (const part of open) report(`{if ${part.name}} is not closed by an {end} line`);
  return kept.join("\n");
}
