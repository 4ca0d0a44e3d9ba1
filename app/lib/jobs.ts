import type { Job } from "../../model/schemas/jobs";
import { type KeysIn, type Texts, translator } from "../../model/ui-texts";
import { toCountWord } from "../../model/words";

/** SPEC section 9: a job card shows the first 3 requirements and "+N more" for the rest. */
export const JOB_CARD_REQUIREMENTS = 3;

/** SPEC section 9: the application form's experience options, as the interface's texts name them. */
export const EXPERIENCE_OPTIONS = [
  "application.experience0to1",
  "application.experience1to3",
  "application.experience3to5",
  "application.experience5plus",
] as const satisfies ReadonlyArray<KeysIn<"application">>;

/**
 * What the page says about the positions as a whole, in the texts' language, so that it stays true when a job
 * file is added or removed.
 */
export function describeOpenings(jobs: ReadonlyArray<Job>, texts: Texts<KeysIn<"careers">>) {
  const t = translator(texts);
  const count = jobs.length;
  const types = new Set(jobs.map((job) => job.type.toLowerCase()));
  const onlyType = types.size === 1 ? jobs[0]?.type : undefined;
  return {
    roles: t("careers.roles", { count }),
    open:
      count === 0
        ? t("careers.noneOpen")
        : t("careers.open", { count, countWord: toCountWord(count, { capital: true }) }),
    overview:
      count === 0
        ? t("careers.noRoles")
        : [
            onlyType
              ? t("careers.onlyType", { count, type: onlyType, typeLower: onlyType.toLowerCase() })
              : "",
            t("careers.readAndApply", { count }),
          ]
            .filter(Boolean)
            .join(" "),
    workplaces: describeWorkplaces(jobs, texts),
  };
}

function describeWorkplaces(jobs: ReadonlyArray<Job>, texts: Texts<KeysIn<"careers">>) {
  const t = translator(texts);
  const remote = jobs.some((job) => job.workplace.kind === "remote");
  const cities = [
    ...new Set(jobs.flatMap((job) => (job.workplace.kind === "onsite" ? [job.workplace.locality] : []))),
  ];
  const offices =
    cities.length === 0
      ? ""
      : t("careers.offices", {
          count: cities.length,
          cities: new Intl.ListFormat(texts.lang, { type: "conjunction" }).format(cities),
        });
  if (remote && offices) return t("careers.remoteOrOffices", { offices });
  return remote ? t("careers.remote") : offices;
}
