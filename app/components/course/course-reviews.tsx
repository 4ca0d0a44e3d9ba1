import { Quote } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { StarRating } from "~/components/ui/star-rating";

import { formatCalendarDate } from "../../../model/dates";
import { originalLangOf } from "../../../model/languages";
import type { Review } from "../../../model/schemas/reviews";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

type ReviewTexts = Texts<KeysIn<"course">>;

/** A review's words, marked with their language while a further language's page shows the original's. */
function ReviewText({ review }: { review: Review }) {
  const lang = originalLangOf(review, "text");
  return review.text.split(/\n\s*\n/).map((paragraph) => (
    <p key={paragraph} lang={lang}>
      {paragraph}
    </p>
  ));
}

/** The Reviews tab's list, newest first: who, when, the stars and the text. */
export function CourseReviewList({ reviews, texts }: { reviews: ReadonlyArray<Review>; texts: ReviewTexts }) {
  return (
    <ol className="grid gap-5">
      {reviews.map((review) => (
        <li key={`${review.name}-${review.date}`}>
          <article className="rounded-card border border-ink-200 bg-white p-5 sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <h3 className="font-bold text-ink-950">
                {review.name}
                {review.role ? (
                  <span className="font-normal text-ink-600">
                    , <span lang={originalLangOf(review, "role")}>{review.role}</span>
                  </span>
                ) : null}
              </h3>
              <time dateTime={review.date} className="text-sm text-ink-600">
                {formatCalendarDate(review.date, texts.lang)}
              </time>
            </div>
            <StarRating rating={review.rating} texts={texts} showValue={false} className="mt-2" />
            <div className="mt-3 grid gap-3 leading-7 text-ink-700">
              <ReviewText review={review} />
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

/** Featured reviews as quotes, under a heading of their own; nothing without any. */
export function Testimonials({
  reviews,
  headingId,
  description,
  texts,
}: {
  reviews: ReadonlyArray<Review & { courseTitle?: string }>;
  headingId: string;
  description: string;
  texts: ReviewTexts;
}) {
  if (reviews.length === 0) return null;
  const t = translator(texts);
  return (
    <Section tone="white" aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow={t("course.testimonialsEyebrow")}
        title={t("course.testimonialsTitle")}
        description={description}
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {reviews.map((review) => (
          <li key={`${review.name}-${review.date}`} className="flex">
            <figure className="flex w-full flex-col gap-4 rounded-card border border-ink-200 bg-white p-6 shadow-sm">
              <Quote className="size-6 text-brand-600" />
              <StarRating rating={review.rating} texts={texts} showValue={false} />
              <blockquote className="grid gap-3 leading-7 text-ink-800">
                <ReviewText review={review} />
              </blockquote>
              <figcaption className="mt-auto text-sm text-ink-600">
                <span className="font-bold text-ink-950">{review.name}</span>
                {review.role ? (
                  <>
                    , <span lang={originalLangOf(review, "role")}>{review.role}</span>
                  </>
                ) : null}
                {review.courseTitle ? (
                  <span className="block">{t("course.reviewOn", { course: review.courseTitle })}</span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
