import { describe, expect, test } from "vitest";
import { LECTURE_TYPES } from "~/content/course-details";
import { courses } from "~/content/courses";
import { findCourse } from "./courses";
import { courseDetails } from "~/content/course-details";
import { listOtherCourses, summarizeCurriculum } from "./course-details";
import { parseWeeks } from "./course-format";

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

test("the other courses are the three remaining ones, in order", () => {
  expect(listOtherCourses(findCourse("2")).map((course) => course.id)).toEqual(["1", "3", "4"]);
});

describe.each(courses.map((course) => [course.id, course] as const))("course %s", (_id, course) => {
  const details = courseDetails[course.id];
  const weeks = parseWeeks(course.duration);

  test("has one curriculum section a week, each with at least 3 lectures", () => {
    expect(details.curriculum).toHaveLength(weeks);
    for (const section of details.curriculum) expect(section.lectures.length).toBeGreaterThanOrEqual(3);
  });

  test("its average week fits the study time its FAQ states", () => {
    const { minutes } = summarizeCurriculum(details.curriculum);
    const hoursAWeek = minutes / 60 / weeks;
    expect(hoursAWeek).toBeGreaterThanOrEqual(details.weeklyHours.min);
    expect(hoursAWeek).toBeLessThanOrEqual(details.weeklyHours.max);
    const faqText = details.faq.map((item) => item.answer).join(" ");
    expect(faqText).toContain(`${details.weeklyHours.min} to ${details.weeklyHours.max} hours a week`);
    expect(details.requirements.join(" ")).toContain(
      `${details.weeklyHours.min} to ${details.weeklyHours.max} hours a week`,
    );
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

  test("has requirements, an audience and the four FAQ topics", () => {
    expect(details.requirements.length).toBeGreaterThanOrEqual(3);
    expect(details.targetAudience.length).toBeGreaterThanOrEqual(3);
    expect(details.faq.map((item) => item.question)).toEqual([
      "Who is this course for?",
      "How much time do I need each week?",
      "What happens after the course?",
      "What if the course is not right for me?",
    ]);
    expect(details.faq.at(-1)?.answer).toContain("30-Day Money-Back Guarantee");
  });
});
