import { ChartNoAxesColumnIncreasing, Clock, Users } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

import { formatStudents, type LevelNameKey, nameLevel } from "../../../model/course-format";
import type { Course } from "../../../model/schemas/courses";
import { type Texts, translator } from "../../../model/ui-texts";

/** Duration, students (`New` while there are none) and level, each with an icon and a spoken term. */
export function CourseFacts({
  course,
  texts,
  className,
}: {
  course: Course;
  texts: Texts<
    | "course.duration"
    | "course.students"
    | "course.level"
    | "course.new"
    | "course.studentCount"
    | LevelNameKey
  >;
  className?: string;
}) {
  const t = translator(texts);
  const facts = [
    { term: t("course.duration"), value: course.duration, icon: Clock },
    { term: t("course.students"), value: formatStudents(course.students, texts), icon: Users },
    { term: t("course.level"), value: nameLevel(course.level, texts), icon: ChartNoAxesColumnIncreasing },
  ];
  return (
    <dl className={cn("flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-600", className)}>
      {facts.map(({ term, value, icon: Icon }) => (
        <div key={term} className="inline-flex items-center gap-1.5">
          <dt>
            <Icon className="size-4 shrink-0 text-ink-500" />
            <span className="sr-only">{term}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
