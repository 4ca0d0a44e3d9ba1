// The CMS renders these with its own copy of React: everything here stays hook-free, a pure function of its props.
import type CMS from "@sveltia/cms";
import type { CustomPreviewTemplateProps } from "@sveltia/cms";

import { ArticleTags } from "~/components/blog/article-meta";
import { CourseFeatureList } from "~/components/course/course-feature-list";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { CalendarDays, Clock, UserRound, Users } from "~/components/ui/icons";
import { PageHero } from "~/components/ui/page-hero";
import { ProseHtml } from "~/components/ui/prose-body";
import { StarRating } from "~/components/ui/star-rating";
import { BLOG_CATEGORY_LABELS } from "~/lib/blog-filters";

import {
  DETAIL_FEATURE_COUNT,
  formatPrice,
  formatStudents,
  nameCategory,
  nameLevel,
} from "../model/course-format";
import { COURSE_CATEGORIES, COURSE_LEVELS } from "../model/course-options";
import { formatCalendarDate, pickDateLocale } from "../model/dates";
import { type KeysIn, type Texts, translator } from "../model/ui-texts";
import { renderMarkdown } from "../scripts/content/markdown.ts";

export type AdminData = {
  stylesheets: string[];
  currency: string;
  /** The site's first language: how a price is written. */
  lang: string;
  /** The course page's texts in that language (content/ui/<lang>.yml). */
  texts: Texts<KeysIn<"course" | "coursePage" | "blog">>;
  placeholders: Record<string, string>;
  previews: { article: string | null; course: string | null };
};

export type PreviewProps = Pick<CustomPreviewTemplateProps, "entry" | "getAsset">;

/** The CMS hands the fields over as an Immutable map. */
function readData(entry: PreviewProps["entry"]): Record<string, unknown> {
  const data: unknown = entry.toJS().data;
  return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

const PLACEHOLDER = /(\[)?\{(course:[a-z0-9-]+(?:\.[a-zA-Z]+)?|[a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+)\}(\](?!\())?/g;

/** An unknown placeholder stays as typed: the build names it. */
function fill(value: string, placeholders: Record<string, string>) {
  return value.replace(
    PLACEHOLDER,
    (token, open: string | undefined, name: string, close: string | undefined) => {
      const filled = placeholders[name];
      if (filled === undefined) return token;
      const url = placeholders[`${name}.url`];
      if (open && close && url) return `[${filled}](${url})`;
      return `${open ?? ""}${filled}${close ?? ""}`;
    },
  );
}

/** A category or level as the site's language names it; a value the build would refuse stays as typed. */
function nameOption<Option extends string>(
  value: string,
  options: ReadonlyArray<Option>,
  name: (option: Option, texts: AdminData["texts"]) => string,
  texts: AdminData["texts"],
) {
  const known = options.find((option) => option === value);
  return known ? name(known, texts) : value;
}

/** As the article page writes it once hydrated: the site's language, in the editor's regional form of it. */
function isoDate(value: unknown, lang: string) {
  const date = text(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? formatCalendarDate(date, pickDateLocale(lang, navigator.languages))
    : date;
}

export function createArticlePreview({
  placeholders,
  lang,
  texts: uiTexts,
}: Pick<AdminData, "placeholders" | "lang" | "texts">) {
  const t = translator(uiTexts);
  return function ArticlePreview({ entry, getAsset }: PreviewProps) {
    const data = readData(entry);
    const category = text(data.category);
    const label = BLOG_CATEGORY_LABELS[category as keyof typeof BLOG_CATEGORY_LABELS];
    const image = text(data.image);
    const imageUrl = image ? (getAsset(image)?.url ?? image) : "";
    const author = fill(text(data.author), placeholders);
    return (
      <>
        <PageHero
          eyebrow={label ? t(label) : category}
          title={fill(text(data.title), placeholders)}
          lead={fill(text(data.excerpt), placeholders)}
        >
          <ul className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-ink-600 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ink-500">
            {author ? (
              <li className="inline-flex items-center gap-1.5">
                <UserRound />
                {author}
              </li>
            ) : null}
            {data.date ? (
              <li className="inline-flex items-center gap-1.5">
                <CalendarDays />
                {isoDate(data.date, lang)}
              </li>
            ) : null}
          </ul>
        </PageHero>
        <Container>
          {imageUrl ? (
            <div className="mx-auto max-w-4xl pt-10 sm:pt-14">
              <img
                src={imageUrl}
                alt=""
                className="mt-4 aspect-video w-full rounded-card border border-ink-200 bg-brand-50 object-cover"
              />
            </div>
          ) : null}
          <div className="mx-auto max-w-3xl py-12 sm:py-16">
            <ProseHtml html={renderMarkdown(fill(text(data.body), placeholders))} />
            {texts(data.tags).length > 0 ? (
              <div className="mt-12 border-t border-ink-200 pt-8">
                <h2 className="eyebrow text-ink-900">{t("blog.tags")}</h2>
                <ArticleTags tags={texts(data.tags)} label={t("blog.tags")} className="mt-3" />
              </div>
            ) : null}
          </div>
        </Container>
      </>
    );
  };
}

type Week = { title?: unknown; lectures?: unknown };
type Question = { question?: unknown; answer?: unknown };

export function createCoursePreview({
  placeholders,
  currency,
  lang,
  texts: uiTexts,
}: Pick<AdminData, "placeholders" | "currency" | "lang" | "texts">) {
  const t = translator(uiTexts);
  return function CoursePreview({ entry }: PreviewProps) {
    const data = readData(entry);
    const price = number(data.price);
    const rating = number(data.rating);
    const students = number(data.students);
    const weeks = (Array.isArray(data.curriculum) ? data.curriculum : []) as Week[];
    const faq = (Array.isArray(data.faq) ? data.faq : []) as Question[];
    const list = (title: string, items: string[]) =>
      items.length > 0 ? (
        <section className="mt-10">
          <h2 className="text-2xl font-bold text-ink-950">{title}</h2>
          <CourseFeatureList
            features={items.map((item) => fill(item, placeholders))}
            className="mt-4 text-base"
          />
        </section>
      ) : null;
    return (
      <>
        <div className="relative overflow-hidden border-b border-ink-100 bg-white">
          <div aria-hidden="true" className="absolute inset-0 hero-grid" />
          <Container className="relative grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-16">
            <div>
              {data.category ? (
                <Badge>{nameOption(text(data.category), COURSE_CATEGORIES, nameCategory, uiTexts)}</Badge>
              ) : null}
              <h1 className="mt-3 max-w-3xl text-display font-bold text-balance text-ink-950">
                {fill(text(data.title), placeholders)}
              </h1>
              <ProseHtml
                html={renderMarkdown(fill(text(data.body), placeholders))}
                className="mt-5 max-w-2xl text-lead text-ink-600"
              />
              <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-ink-600">
                {rating !== undefined ? <StarRating rating={rating} texts={uiTexts} /> : null}
                {data.duration ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Clock className="size-4 shrink-0 text-ink-500" />
                    {text(data.duration)}
                  </span>
                ) : null}
                {students !== undefined ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Users className="size-4 shrink-0 text-ink-500" />
                    {formatStudents(students, uiTexts)}
                  </span>
                ) : null}
                {data.level ? (
                  <span>{nameOption(text(data.level), COURSE_LEVELS, nameLevel, uiTexts)}</span>
                ) : null}
              </div>
              <h2 className="mt-8 eyebrow text-ink-500">{t("coursePage.included")}</h2>
              <CourseFeatureList
                features={texts(data.features)
                  .slice(0, DETAIL_FEATURE_COUNT)
                  .map((feature) => fill(feature, placeholders))}
                className="mt-3 grid gap-x-6 gap-y-2.5 text-base sm:grid-cols-2"
              />
            </div>
            <aside className="rounded-card border border-ink-200 bg-white p-6 shadow-raised">
              <p className="text-sm font-medium text-ink-600">{t("coursePage.oneTimePrice")}</p>
              <p className="mt-1 text-4xl font-bold text-ink-950">
                {price === undefined ? "" : formatPrice(price, currency, lang)}
              </p>
            </aside>
          </Container>
        </div>
        <Container className="py-12">
          {weeks.length > 0 ? (
            <section>
              <h2 className="text-2xl font-bold text-ink-950">{t("coursePage.curriculum")}</h2>
              <ol className="mt-4 space-y-4">
                {weeks.map((week, index) => (
                  <li key={index} className="rounded-card border border-ink-200 bg-white p-5">
                    <p className="font-semibold text-ink-950">
                      {t("coursePage.weekTitle", {
                        week: index + 1,
                        title: fill(text(week.title), placeholders),
                      })}
                    </p>
                    <ul className="mt-2 space-y-1 text-sm text-ink-600">
                      {(Array.isArray(week.lectures) ? (week.lectures as Week[]) : []).map((lecture, at) => (
                        <li key={at}>{fill(text(lecture.title), placeholders)}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {list(t("coursePage.requirements"), texts(data.requirements))}
          {list(t("coursePage.audience"), texts(data.audience))}
          {faq.length > 0 ? (
            <section className="mt-10">
              <h2 className="text-2xl font-bold text-ink-950">{t("coursePage.faqTitle")}</h2>
              <dl className="mt-4 space-y-4">
                {faq.map((item, index) => (
                  <div key={index}>
                    <dt className="font-semibold text-ink-950">{fill(text(item.question), placeholders)}</dt>
                    <dd className="mt-1 text-ink-600">{fill(text(item.answer), placeholders)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </Container>
      </>
    );
  };
}

export function registerPreviews(cms: Pick<typeof CMS, "registerPreviewTemplate">, admin: AdminData) {
  if (admin.previews.article)
    cms.registerPreviewTemplate(admin.previews.article, createArticlePreview(admin));
  if (admin.previews.course) cms.registerPreviewTemplate(admin.previews.course, createCoursePreview(admin));
}
