import company from "virtual:content/company";

import type { Company, Stat } from "../../model/schemas/company.ts";

// The texts of /about and /mission, from content/company.yml (scripts/content/collections/company.ts).

export type { Stat };
export type CompanyValue = Company["about"]["values"][number];
export type MissionPillar = Company["mission"]["pillars"][number];

/** SPEC /about: word for word. */
export const ABOUT_STATS: ReadonlyArray<Stat> = company.about.stats;
export const ABOUT_STORY: ReadonlyArray<string> = company.about.story;
export const VISION_QUOTE = company.about.vision;
export const COMPANY_VALUES: ReadonlyArray<CompanyValue> = company.about.values;

export const MISSION_STATEMENT = company.mission.statement;
export const MISSION_PILLARS: ReadonlyArray<MissionPillar> = company.mission.pillars;
/** SPEC /mission: word for word. */
export const IMPACT_STATS: ReadonlyArray<Stat> = company.mission.impact;
export const GOALS_2025 = company.mission.goals;
export const VISION_2030 = company.mission.vision;
