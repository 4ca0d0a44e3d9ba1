import type { CourseFaq as CourseFaqItem } from "../../../model/schemas/courses";

/** A course's short FAQ as a plain list of questions and answers, every answer visible. */
export function CourseFaq({
  items,
  lang,
}: {
  items: ReadonlyArray<CourseFaqItem>;
  lang?: string | undefined;
}) {
  return (
    <dl lang={lang} className="grid gap-x-10 gap-y-8 md:grid-cols-2">
      {items.map((item) => (
        <div key={item.question}>
          <dt className="font-display text-lg font-bold text-ink-950">{item.question}</dt>
          <dd className="mt-2 leading-7 text-ink-700">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
