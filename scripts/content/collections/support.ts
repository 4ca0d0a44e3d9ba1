import { type Support, supportSchema } from "../../../model/schemas/support.ts";
import type { CollectionDescriptor } from "../collection.ts";
import type { ContentFiles } from "../files.ts";

export const SUPPORT_FILE = "content/support.yml";

export const supportCollection: CollectionDescriptor = {
  name: "support",
  label: "Support page",
  description: "The support page's figures, form options, next steps and quick answers.",
  files: { kind: "file", file: SUPPORT_FILE },
  schema: supportSchema,
};

export function loadSupport(files: ContentFiles): Support | undefined {
  const support = files.problems.parse(supportSchema, files.readYaml(SUPPORT_FILE), SUPPORT_FILE);
  if (!support) return undefined;
  const before = files.problems.problems.length;
  files.problems.checkUniqueInList(SUPPORT_FILE, "priorities", support.priorities, "value");
  if (!support.priorities.some((priority) => priority.value === support.defaultPriority)) {
    files.problems.add({
      file: SUPPORT_FILE,
      field: "defaultPriority",
      message: `expected one of ${support.priorities.map(({ value }) => JSON.stringify(value)).join(", ")}, got ${JSON.stringify(support.defaultPriority)}`,
    });
  }
  return files.problems.problems.length > before ? undefined : support;
}
