import { describe, expect, test } from "vitest";
import { site } from "virtual:site-config";

import { parseWeeks } from "../../model/course-format";
import { LECTURE_TYPES } from "../../model/course-options";
import { loadContentOnce } from "../../scripts/content/load";
import { summarizeCurriculum } from "./curriculum";

const { content } = loadContentOnce();
const courseDetails = content.courseDetails;
const courses = content.courses;

test("the curriculum summary counts sections, lectures and minutes", () => {
  const summary = summarizeCurriculum([
    { title: "A", lectures: [{ title: "a", minutes: 10, type: "video" }] },
    {
      title: "B",
      lectures: [
        { title: "b", minutes: 20, type: "reading" },
        { title: "c", minutes: 45, type: "exercise" },
      ],
    },
  ]);
  expect(summary).toEqual({ sections: 2, lectures: 3, minutes: 75 });
});

describe.each(courses.map((course) => [course.id, course] as const))("course %s", (id, course) => {
  const details = courseDetails[id];
  if (!details) throw new Error(`course ${id} has no details`);
  const weeks = parseWeeks(course.duration);

  test("has one curriculum section a week, each with at least 3 lectures", () => {
    expect(details.curriculum).toHaveLength(weeks);
    for (const section of details.curriculum) expect(section.lectures.length).toBeGreaterThanOrEqual(3);
  });

  test("its average week fits the study time it states in its FAQ and requirements", () => {
    const { minutes } = summarizeCurriculum(details.curriculum);
    const hoursAWeek = minutes / 60 / weeks;
    const { min, max } = details.weeklyHours;
    expect(hoursAWeek).toBeGreaterThanOrEqual(min);
    expect(hoursAWeek).toBeLessThanOrEqual(max);
    expect(details.faq.map((item) => item.answer).join(" ")).toContain(`${min} to ${max} hours a week`);
    expect(details.requirements.join(" ")).toContain(`${min} to ${max} hours a week`);
  });

  test("every lecture has a title, a positive duration and a known type", () => {
    for (const lecture of details.curriculum.flatMap((section) => section.lectures)) {
      expect(lecture.title.length).toBeGreaterThan(5);
      expect(lecture.minutes).toBeGreaterThan(0);
      expect(LECTURE_TYPES).toContain(lecture.type);
    }
  });

  test("ends with a final assessment", () => {
    const last = details.curriculum.at(-1)?.lectures.at(-1);
    expect(last).toMatchObject({ title: "Final assessment", type: "quiz" });
  });

  test("is taught by an instructor of the site", () => {
    expect(details.instructor.company).toBe(site.name);
  });
});
