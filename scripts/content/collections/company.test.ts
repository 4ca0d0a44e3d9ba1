import { afterEach, beforeEach, expect, test } from "vitest";

import { ContentCopy } from "../test-content.ts";

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

type Data = Record<string, Record<string, unknown>>;

test("company.yml: an unknown field, a missing field, a repeated card and an unknown placeholder", () => {
  copy.editYaml("content/company.yml", (data) => {
    const { about, mission } = data as Data;
    if (!about || !mission) throw new Error("content/company.yml has no about or mission");
    about.founded = 2025;
    delete mission.statement;
    mission.pillars = [
      { id: "practice", title: "Learning by doing", text: "Tasks on your own business." },
      { id: "practice", title: "Practice again", text: "Within {promises.answerTime}." },
    ];
  });
  const problems = copy.problems();
  expect(problems.slice(0, 3)).toEqual([
    expect.stringMatching(
      /^content\/company\.yml: mission\.pillars\[1\]\.text: unknown placeholder \{promises\.answerTime\} \(known: .+\)$/,
    ),
    "content/company.yml, line 53: about.founded: unknown field (the fields here: stats, story, vision, values)",
    "content/company.yml: mission.statement: missing: expected a text",
  ]);
  expect(problems).toHaveLength(3);
});

test("company.yml: a card id the page has no icon for names the ones it has", () => {
  copy.editYaml("content/company.yml", (data) => {
    const { about } = data as Data;
    if (!about) throw new Error("content/company.yml has no about");
    about.values = [{ id: "kindness", title: "Kindness", text: "We are kind." }];
  });
  expect(copy.problems()).toEqual([
    'content/company.yml, line 33: about.values[0].id: expected one of "excellence", "community", "accessibility", "innovation", got "kindness"',
  ]);
});

test("company.yml: two cards with one id", () => {
  copy.editYaml("content/company.yml", (data) => {
    const { careers } = data as Data;
    if (!careers) throw new Error("content/company.yml has no careers");
    careers.perks = [
      { id: "growth", title: "Career growth", text: "A learning budget." },
      { id: "growth", title: "More growth", text: "Another budget." },
    ];
  });
  expect(copy.problems()).toEqual([
    'content/company.yml: careers.perks[1].id: "growth" is already used by careers.perks[0]',
  ]);
});
