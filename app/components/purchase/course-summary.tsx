import { CourseCover } from "~/components/course/course-cover";
import { OfferNotes, RegularPrice } from "~/components/course/course-offer";
import { Badge } from "~/components/ui/badge";
import {
  ChevronDown,
  CircleCheck,
  Clock,
  GraduationCap,
  InfinityIcon,
  ShieldCheck,
  Users,
} from "~/components/ui/icons";
import { StarRating } from "~/components/ui/star-rating";
import type { GuaranteeTitle } from "~/lib/promises";

import { nameCategory, nameLevel } from "../../../model/course-format";
import { originalLangOf } from "../../../model/languages";
import type { Course } from "../../../model/schemas/courses";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";
import { PayByCard } from "./pay-by-card";

/** The top of the purchase page's course column: which course, at what price and on what terms. */
type SummaryTexts = Texts<KeysIn<"purchase" | "offer" | "course">>;

export function CourseSummaryHead({
  course,
  guarantee,
  texts,
}: {
  course: Course;
  /** The page's language's guarantee (guaranteeTitle). */
  guarantee: GuaranteeTitle;
  texts: SummaryTexts;
}) {
  const t = translator(texts);
  return (
    <div>
      <div className="flex items-center gap-4">
        <CourseCover
          cover={course.cover}
          firstScreen
          sizes="8rem"
          className="w-24 shrink-0 rounded-control sm:w-32"
        />
        <Badge>{nameCategory(course.category, texts)}</Badge>
      </div>
      <h1
        lang={originalLangOf(course, "title")}
        className="mt-4 text-title font-bold text-balance text-ink-950"
      >
        {course.title}
      </h1>
      <div className="palette-fixed mt-6 rounded-card bg-brand-800 p-5 text-white sm:p-6">
        <p className="eyebrow text-brand-100">{t("purchase.price")}</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-3 text-4xl font-bold">
          <span>{course.price}</span>
          <RegularPrice course={course} texts={texts} className="text-xl" tone="text-brand-100" />
        </p>
        <OfferNotes course={course} texts={texts} className="mt-3 text-brand-100" />
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
          <li className="flex items-center gap-2">
            <InfinityIcon className="size-4 shrink-0 text-brand-200" />
            {t("purchase.lifetimeAccess")}
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck className="size-4 shrink-0 text-brand-200" />
            <span lang={guarantee.lang}>{guarantee.text}</span>
          </li>
        </ul>
        {course.paymentLink && course.enrolment === "open" ? (
          <PayByCard link={course.paymentLink} price={course.price} texts={texts} />
        ) : null}
      </div>
    </div>
  );
}

/**
 * The rest of the course column: the description, the numbers and what is included. A disclosure, closed on a
 * phone (where it follows the form), and shown open beside the form on a desktop (app.css, .purchase-details).
 */
export function CourseSummaryDetails({ course, texts }: { course: Course; texts: SummaryTexts }) {
  const t = translator(texts);
  const numbers = new Intl.NumberFormat(texts.lang);
  return (
    <details className="group purchase-details rounded-card border border-ink-200 bg-white">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-bold text-ink-950 [&::-webkit-details-marker]:hidden">
        {t("purchase.details")}
        <ChevronDown className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180 lg:hidden" />
      </summary>
      <div className="px-5 pb-5">
        <p lang={originalLangOf(course, "description")} className="leading-7 text-ink-600">
          {course.description}
        </p>

        <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 border-t border-ink-100 pt-5">
          <Detail term={t("purchase.duration")} icon={<Clock className="size-4" />}>
            {course.duration}
          </Detail>
          <Detail term={t("purchase.students")} icon={<Users className="size-4" />}>
            {course.students === 0 ? t("purchase.new") : numbers.format(course.students)}
          </Detail>
          {course.rating === undefined ? null : (
            <Detail term={t("purchase.rating")}>
              <StarRating rating={course.rating} texts={texts} />
            </Detail>
          )}
          <Detail term={t("purchase.level")} icon={<GraduationCap className="size-4" />}>
            {nameLevel(course.level, texts)}
          </Detail>
        </dl>

        <h2 className="mt-8 text-lg font-bold text-ink-950">{t("purchase.included")}</h2>
        <ul lang={originalLangOf(course, "features")} className="mt-4 space-y-3">
          {course.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-ink-700">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function Detail({
  term,
  icon,
  children,
}: {
  term: string;
  icon?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div>
      <dt className="text-sm text-ink-500">{term}</dt>
      <dd className="mt-1 flex items-center gap-1.5 font-semibold text-ink-900">
        {icon}
        {children}
      </dd>
    </div>
  );
}
