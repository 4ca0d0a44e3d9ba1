import { InstructorPhoto } from "~/components/course/instructor-photo";

import { originalLangOf } from "../../../model/languages";
import type { Instructor } from "../../../model/schemas/instructors";

/** The one instructor beside the story: photo, name, title and bio. */
export function InstructorCard({ instructor, label }: { instructor: Instructor; label: string }) {
  return (
    <aside
      aria-labelledby="about-instructor"
      className="self-start rounded-panel bg-surface-muted p-6 sm:p-8"
    >
      <div className="flex items-center gap-4">
        <InstructorPhoto photo={instructor.photo} className="size-16" />
        <div>
          <p className="eyebrow text-brand-700">{label}</p>
          <h3 id="about-instructor" className="text-xl font-bold text-ink-950">
            {instructor.name}
          </h3>
          <p lang={originalLangOf(instructor, "title")} className="text-sm text-ink-600">
            {instructor.title}, {instructor.company}
          </p>
        </div>
      </div>
      <div lang={originalLangOf(instructor, "bio")} className="mt-6 space-y-4 text-ink-700">
        {instructor.bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </aside>
  );
}
