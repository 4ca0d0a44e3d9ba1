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
import { cn } from "~/lib/cn";
import { articlePath } from "~/lib/find-article";

import type { Article, ArticleLink } from "../../../model/schemas/blog";
import type { Instructor } from "../../../model/schemas/instructors";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

export function ArticlePage({
  article,
  html,
  previous,
  next,
  instructor,
}: {
  article: Article;
  html: string;
  previous: ArticleLink | null;
  next: ArticleLink | null;
  /** The post's author as content/instructors.yml holds them; undefined for a guest author. */
  instructor: Instructor | undefined;
}) {
  return (
    <>
      <PageHero eyebrow={article.category} title={article.title} lead={article.excerpt} column="centred">
        <ArticleMeta article={article} className="mt-6" />
      </PageHero>

      <Container>
        <div className="mx-auto max-w-3xl pt-10 sm:pt-14">
          <a href="/blog" className={textLinkClass}>
            <ArrowLeft />
            All articles
          </a>
          <ArticleImage
            article={article}
            sizes={ARTICLE_IMAGE_SIZES.page}
            priority
            className="mt-4 aspect-video w-full rounded-card border border-ink-200 bg-brand-50 object-cover"
          />
        </div>
        <div className="mx-auto max-w-3xl py-12 sm:py-16">
          <ProseHtml html={html} />
          <div className="mt-12 border-t border-ink-200 pt-8">
            <h2 className="eyebrow text-ink-900">Tags</h2>
            <ArticleTags tags={article.tags} className="mt-3" />
          </div>
          <AuthorNote author={article.author} instructor={instructor} />
        </div>
      </Container>

      <Section tone="white" aria-label="More articles" className="border-t border-ink-100">
        <nav aria-label="Previous and next articles" className="grid gap-4 md:grid-cols-2">
          {previous ? <PagerLink article={previous} direction="previous" /> : null}
          {next ? <PagerLink article={next} direction="next" className="md:col-start-2" /> : null}
        </nav>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          <ButtonLink href="/blog" variant="secondary">
            Browse all articles
          </ButtonLink>
          <ButtonLink href="/courses">
            Explore Courses
            <ArrowRight />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

function AuthorNote({ author, instructor }: { author: string; instructor: Instructor | undefined }) {
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
        Written by <span className="font-semibold text-ink-950">{author}</span>
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
  direction,
  className,
}: {
  article: ArticleLink;
  direction: "previous" | "next";
  className?: string;
}) {
  const isNext = direction === "next";
  return (
    <a
      href={articlePath(article)}
      rel={isNext ? "next" : "prev"}
      className={cn(
        "group flex flex-col gap-2 rounded-card border border-ink-200 bg-surface p-6 transition-shadow hover:shadow-raised",
        isNext && "md:items-end md:text-right",
        className,
      )}
    >
      <span className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
        {isNext ? null : <ArrowLeft className="size-4" />}
        {isNext ? "Next article" : "Previous article"}
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
      <ButtonLink href="/blog">{t("notFound.toBlog")}</ButtonLink>
    </MissingPage>
  );
}
