import { type Company, companySchema, type StatFile } from "../../../model/schemas/company.ts";
import type { CollectionDescriptor } from "../collection.ts";
import type { ContentFiles } from "../files.ts";

export const COMPANY_FILE = "content/company.yml";

export const companyCollection: CollectionDescriptor = {
  name: "company",
  label: "Company pages",
  description: "The texts of About Us, Our Mission and the perks and hiring steps on Careers.",
  files: { kind: "file", file: COMPANY_FILE },
  schema: companySchema,
};

export function loadCompany(files: ContentFiles): Company | undefined {
  const file = files.problems.parse(companySchema, files.readYaml(COMPANY_FILE), COMPANY_FILE);
  if (!file) return undefined;
  const before = files.problems.problems.length;
  files.problems.checkUniqueInList(COMPANY_FILE, "about.values", file.about.values, "id");
  files.problems.checkUniqueInList(COMPANY_FILE, "mission.pillars", file.mission.pillars, "id");
  files.problems.checkUniqueInList(COMPANY_FILE, "careers.perks", file.careers.perks, "id");
  if (files.problems.problems.length > before) return undefined;
  const toText = (stats: ReadonlyArray<StatFile>) =>
    stats.map(({ value, label }) => ({ value: String(value), label }));
  return {
    about: { ...file.about, stats: toText(file.about.stats) },
    mission: { ...file.mission, impact: toText(file.mission.impact) },
    careers: file.careers,
  };
}
