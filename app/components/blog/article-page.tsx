import { ARTICLE_IMAGE_SIZES, ArticleImage } from "~/components/blog/article-card";
import { ArticleMeta, ArticleTags } from "~/components/blog/article-meta";
import { InstructorPhoto } from "~/components/course/instructor-photo";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowLeft, ArrowRight } from "~/components/ui/icons";
import { MissingPage } from "~/components/ui/missing-page";
import { PageHero } from "~/components/ui/page-hero";
import { ProseHtml } from "~/components/ui/prose-body";
import { Section } from "~/components/ui/section";
import { textLinkClass } from "~/components/ui/text-link";
import { BLOG_CATEGORY_LABELS } from "~/lib/blog-filters";
import { cn } from "~/lib/cn";
import { articlePath } from "~/lib/find-article";

import type { Article, ArticleLink } from "../../../model/schemas/blog";
import type { Instructor } from "../../../model/schemas/instructors";
import { type KeysIn, localPath, type Texts, type Translate, translator } from "../../../model/ui-texts";

export function ArticlePage({
  article,
  html,
  previous,
  next,
  instructor,
  texts,
}: {
  article: Article;
  html: string;
  previous: ArticleLink | null;
  next: ArticleLink | null;
  /** The post's author as content/instructors.yml holds them; undefined for a guest author. */
  instructor: Instructor | undefined;
  texts: ArticleTexts;
}) {
  const t = translator(texts);
  return (
    <>
      <PageHero
        eyebrow={t(BLOG_CATEGORY_LABELS[article.category])}
        title={article.title}
        lead={article.excerpt}
        column="centred"
        lang={texts.contentLang}
      >
        <ArticleMeta article={article} texts={texts} className="mt-6" />
      </PageHero>

      <Container>
        <div className="mx-auto max-w-3xl pt-10 sm:pt-14">
          <a href={localPath(texts, "/blog")} className={textLinkClass}>
            <ArrowLeft />
            {t("article.allArticles")}
          </a>
          <ArticleImage
            article={article}
            sizes={ARTICLE_IMAGE_SIZES.page}
            priority
            className="mt-4 aspect-video w-full rounded-card border border-ink-200 bg-brand-50 object-cover"
          />
        </div>
        <div className="mx-auto max-w-3xl py-12 sm:py-16">
          <ProseHtml html={html} lang={texts.contentLang} />
          <div className="mt-12 border-t border-ink-200 pt-8">
            <h2 className="eyebrow text-ink-900">{t("blog.tags")}</h2>
            <ArticleTags tags={article.tags} label={t("blog.tags")} className="mt-3" />
          </div>
          <AuthorNote author={article.author} instructor={instructor} t={t} />
        </div>
      </Container>

      <Section tone="white" aria-label={t("article.moreArticles")} className="border-t border-ink-100">
        <nav aria-label={t("article.pager")} className="grid gap-4 md:grid-cols-2">
          {previous ? (
            <PagerLink article={previous} texts={texts} label={t("article.previous")} direction="previous" />
          ) : null}
          {next ? (
            <PagerLink
              article={next}
              texts={texts}
              label={t("article.next")}
              direction="next"
              className="md:col-start-2"
            />
          ) : null}
        </nav>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          <ButtonLink href={localPath(texts, "/blog")} variant="secondary">
            {t("article.browseAll")}
          </ButtonLink>
          <ButtonLink href={localPath(texts, "/courses")}>
            {t("article.exploreCourses")}
            <ArrowRight />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

type ArticleTexts = Texts<KeysIn<"blog" | "article">>;

function AuthorNote({
  author,
  instructor,
  t,
}: {
  author: string;
  instructor: Instructor | undefined;
  t: Translate<KeysIn<"article">>;
}) {
  const [before, after] = t("article.writtenBy", { author: "{author}" }).split("{author}");
  return (
    <div className="mt-10 flex items-center gap-4 rounded-card border border-ink-200 bg-white p-5">
      {instructor ? (
        <InstructorPhoto photo={instructor.photo} className="size-12" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
        >
          {author
            .split(" ")
            .map((part) => part[0])
            .join("")}
        </span>
      )}
      <p className="text-sm text-ink-600">
        {before}
        <span className="font-semibold text-ink-950">{author}</span>
        {after}
        {instructor ? (
          <span className="block">
            {instructor.title}, {instructor.company}
          </span>
        ) : null}
      </p>
    </div>
  );
}

function PagerLink({
  article,
  texts,
  label,
  direction,
  className,
}: {
  article: ArticleLink;
  texts: { prefix?: string };
  label: string;
  direction: "previous" | "next";
  className?: string;
}) {
  const isNext = direction === "next";
  return (
    <a
      href={localPath(texts, articlePath(article))}
      rel={isNext ? "next" : "prev"}
      className={cn(
        "group flex flex-col gap-2 rounded-card border border-ink-200 bg-surface p-6 transition-shadow hover:shadow-raised",
        isNext && "md:items-end md:text-right",
        className,
      )}
    >
      <span className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
        {isNext ? null : <ArrowLeft className="size-4" />}
        {label}
        {isNext ? <ArrowRight className="size-4" /> : null}
      </span>
      <span className="text-lg leading-snug font-bold text-ink-950 group-hover:text-brand-800">
        {article.title}
      </span>
    </a>
  );
}

export function ArticleNotFound({ texts }: { texts: Texts<KeysIn<"notFound">> }) {
  const t = translator(texts);
  return (
    <MissingPage
      eyebrow={t("notFound.articleEyebrow")}
      title={t("notFound.articleTitle")}
      lead={t("notFound.articleLead")}
      hint={t("notFound.articleHint")}
    >
      <ButtonLink href={localPath(texts, "/blog")}>{t("notFound.toBlog")}</ButtonLink>
    </MissingPage>
  );
}
