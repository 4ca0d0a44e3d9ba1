import { formatCalendarDate } from "../../../model/dates.ts";
import { POLICY_PAGE_IDS } from "../../../model/policy-anchors.ts";
import { POLICY_TYPES, type PolicyType } from "../../../model/policy-options.ts";
import { type Policies, type Policy, policySchema, type PolicySection } from "../../../model/schemas/policies.ts";
import type { CollectionDescriptor } from "../collection.ts";
import { applyConditions } from "../conditions.ts";
import { type ContentFiles, slugOf } from "../files.ts";
import { type MarkdownSource, renderMarkdown } from "../markdown.ts";

export const POLICIES_FOLDER = "content/policies";

export const policiesCollection: CollectionDescriptor = {
  name: "policies",
  label: "Policies",
  description: "The privacy policy, terms of service, cookie policy and refund policy at /legal/{type}.",
  files: {
    kind: "folder",
    folder: POLICIES_FOLDER,
    body: "The policy's sections: each starts with a ## heading, which the table of contents lists",
  },
  schema: policySchema,
};

/** `{if site.formEndpoint}` in a policy: true when that setting is set for this build. */
export type PolicyConditions = Readonly<Record<string, boolean>>;

/** content/policies/{privacy,terms,cookies,refund}.md, each checked and split into its sections. */
/** `lang`: the language the "last updated" dates are written in. */
export function loadPolicies(
  files: ContentFiles,
  conditions: PolicyConditions,
  lang: string,
): Policies | undefined {
  for (const file of files.list(POLICIES_FOLDER, ".md")) {
    if (!POLICY_TYPES.some((type) => type === slugOf(file))) {
      files.problems.add({
        file,
        message: `not one of the policies: expected ${POLICY_TYPES.map((type) => `${type}.md`).join(", ")}`,
      });
    }
  }
  const policies = POLICY_TYPES.map((type) => readPolicy(files, type, conditions, lang));
  const pages: Partial<Record<PolicyType, Policy>> = {};
  for (const policy of policies) if (policy) pages[policy.type] = policy;
  if (!isComplete(pages)) return undefined;
  return { menu: POLICY_TYPES.map((type) => ({ type, title: pages[type].title })), pages };
}

function isComplete(pages: Partial<Record<PolicyType, Policy>>): pages is Record<PolicyType, Policy> {
  return POLICY_TYPES.every((type) => pages[type]);
}

function readPolicy(files: ContentFiles, type: PolicyType, conditions: PolicyConditions, lang: string) {
  const file = `${POLICIES_FOLDER}/${type}.md`;
  const { problems } = files;
  const before = problems.problems.length;
  const markdown = files.readMarkdown(file);
  const data = markdown && problems.parse(policySchema, markdown.data, file);
  if (!markdown || !data) return undefined;
  const body = applyConditions(markdown.body, conditions, (message) => problems.add({ file, message }));
  const sections = splitSections(body, { files, file }, (message) => problems.add({ file, message }));
  if (problems.problems.length > before) return undefined;
  return {
    type,
    ...data,
    lastUpdatedText: formatCalendarDate(data.lastUpdated, lang),
    sections,
  };
}

const HEADING = /^##[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/** The body's `## ` sections, each with its id and compiled text. */
function splitSections(
  body: string,
  source: MarkdownSource,
  report: (message: string) => void,
): PolicySection[] {
  const parts: Array<{ title: string; lines: string[] }> = [];
  const before: string[] = [];
  let fence: string | undefined;
  for (const line of body.split("\n")) {
    const opening = FENCE.exec(line)?.[1];
    if (opening && (!fence || opening.startsWith(fence))) fence = fence ? undefined : opening;
    const heading = fence ? null : HEADING.exec(line);
    if (heading) parts.push({ title: (heading[1] ?? "").trim(), lines: [] });
    else (parts.at(-1)?.lines ?? before).push(line);
  }
  if (before.join("").trim()) {
    report(
      "text before the first section: start the policy with a ## heading (the summary goes in summary:)",
    );
  }
  if (parts.length === 0) report("no sections: start each one with a ## heading on its own line");
  const taken = new Set(POLICY_PAGE_IDS);
  return parts.map(({ title, lines }) => {
    const html = renderMarkdown(lines.join("\n"), source);
    if (!html) report(`section "${title}" has no text`);
    if (/<h[12][ >]/.test(html)) {
      report(`section "${title}": a # heading or an underlined one; use ## for a section and ### inside one`);
    }
    return { id: claimId(slugify(title), taken), title, html };
  });
}

function slugify(title: string) {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

/** `id`, or `id-2`, `id-3`… when a section or the page already uses it. */
function claimId(id: string, taken: Set<string>) {
  let candidate = id;
  for (let count = 2; taken.has(candidate); count += 1) candidate = `${id}-${count}`;
  taken.add(candidate);
  return candidate;
}
