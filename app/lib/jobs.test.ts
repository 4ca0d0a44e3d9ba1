import { expect, test } from "vitest";

import { readFixtureTexts } from "../../scripts/content/test-content";
import { FIXTURE_JOB } from "./job-fixture";
import { describeOpenings as describeOpeningsIn } from "./jobs";

const describeOpenings = (jobs: Parameters<typeof describeOpeningsIn>[0]) =>
  describeOpeningsIn(jobs, readFixtureTexts());

const office = (locality: string, region: string) => ({
  ...FIXTURE_JOB,
  location: locality,
  workplace: { kind: "onsite" as const, locality, region, country: "US" },
});

test("several jobs of one type: counted in words, the type stated once, remote and offices named", () => {
  const jobs = [FIXTURE_JOB, office("Austin", "TX"), office("Boston", "MA"), office("Austin", "TX")];
  expect(describeOpenings(jobs)).toEqual({
    roles: "4 roles",
    open: "Four positions are open now.",
    overview:
      "Every role is part-time. Read what each one involves, then apply in a few minutes with the form below.",
    workplaces: "remote or at our office hubs in Austin and Boston",
  });
});

test("one job, and jobs of different types", () => {
  expect(describeOpenings([office("Austin", "TX")])).toMatchObject({
    roles: "1 role",
    open: "One position is open now.",
    overview:
      "The role is part-time. Read what it involves, then apply in a few minutes with the form below.",
    workplaces: "at our office in Austin",
  });
  const mixed = describeOpenings([
    FIXTURE_JOB,
    { ...FIXTURE_JOB, type: "Full-time", employmentType: "FULL_TIME" },
  ]);
  expect(mixed.overview).toBe(
    "Read what each one involves, then apply in a few minutes with the form below.",
  );
  expect(mixed.workplaces).toBe("remote");
});

test("no open position says so", () => {
  expect(describeOpenings([])).toEqual({
    roles: "0 roles",
    open: "No positions are open right now.",
    overview:
      "We have no open roles at the moment. New ones are listed here first, so please check back soon.",
    workplaces: "",
  });
});

test("in German: counted in digits, the type as the job files write it, the cities listed the German way", () => {
  const jobs = [FIXTURE_JOB, office("Austin", "TX"), office("Boston", "MA"), office("Köln", "NW")];
  expect(describeOpeningsIn(jobs, readFixtureTexts("de"))).toEqual({
    roles: "4 Stellen",
    open: "Derzeit sind 4 Stellen offen.",
    overview: `Art aller Stellen: ${FIXTURE_JOB.type}. Lesen Sie, was jede Stelle umfasst, und bewerben Sie sich in wenigen Minuten über das Formular unten.`,
    workplaces: "remote oder in unseren Büros in Austin, Boston und Köln",
  });
  expect(describeOpeningsIn([], readFixtureTexts("de")).open).toBe("Derzeit sind keine Stellen offen.");
});
