import type { Instructor } from "../../../model/schemas/instructors";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";
import { InstructorPhoto } from "./instructor-photo";

/** The Instructor tab: the course's instructor (content/instructors.yml). */
export function CourseInstructor({
  instructor,
  lang,
  texts,
}: {
  instructor: Instructor;
  /** Set when the instructor's texts are still the original's on a further language's page (originalLangOf). */
  lang?: string | undefined;
  texts: Texts<KeysIn<"coursePage">>;
}) {
  const t = translator(texts);
  return (
    <div>
      <h2 className="text-2xl font-bold text-ink-950">{t("coursePage.yourInstructor")}</h2>
      <div className="mt-6 flex max-w-4xl flex-col gap-6 rounded-card border border-ink-200 bg-white p-6 sm:flex-row sm:p-8">
        <InstructorPhoto photo={instructor.photo} className="size-20" />
        <div lang={lang}>
          <h3 className="text-xl font-bold text-ink-950">{instructor.name}</h3>
          <p className="mt-1 font-medium text-brand-800">
            {instructor.title}, {instructor.company}
          </p>
          <div className="mt-4 max-w-prose space-y-3 text-ink-700">
            {instructor.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
