import { memo } from "react";

import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardFooter } from "~/components/ui/card";
import { ArrowRight } from "~/components/ui/icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { textLinkClass } from "~/components/ui/text-link";
import { BLOG_CATEGORY_LABELS } from "~/lib/blog-filters";
import { cn } from "~/lib/cn";
import { articlePath } from "~/lib/find-article";
import type { ISLAND_TEXTS } from "~/lib/island-texts";

import { originalLangOf } from "../../../model/languages";
import type { Article } from "../../../model/schemas/blog";
import { localPath, type TextsOf, translator } from "../../../model/ui-texts";
import { ArticleMeta, ArticleTags } from "./article-meta";

/** SPEC section 9: a blog card shows the first 2 tags. */
export const CARD_TAG_COUNT = 2;

/** The widths the layouts give an article's image: a card of the grid, the featured card, the article page. */
export const ARTICLE_IMAGE_SIZES = {
  card: "(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw",
  featured: "(min-width: 64rem) 40rem, 100vw",
  page: "(min-width: 56rem) 56rem, 100vw",
} as const;

/** An article's illustration: decorative, since the title always sits beside it. */
export function ArticleImage({
  article,
  sizes,
  priority = false,
  className,
}: {
  article: Article;
  sizes: string;
  /** For the image at the top of the page: loaded first rather than lazily. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <ResponsiveImage image={article.image} alt="" sizes={sizes} priority={priority} className={className} />
  );
}

/** The blog islands' texts: a card is drawn in the listing island as well as on the server. */
type BlogTexts = TextsOf<(typeof ISLAND_TEXTS)["blogIslands"]>;

function ReadMoreLabel({ article, texts }: { article: Article; texts: BlogTexts }) {
  const t = translator(texts);
  return (
    <>
      {t("blog.readMore")}
      <span className="sr-only"> {t("blog.readMoreAbout", { title: article.title })}</span>
      <ArrowRight />
    </>
  );
}

/** A card's title, excerpt and first tags, each marked with the original's language while it is still its words. */
function ArticleSummary({
  article,
  texts,
  titleClass,
  excerptClass,
  tagsClass,
}: {
  article: Article;
  texts: BlogTexts;
  titleClass: string;
  excerptClass: string;
  tagsClass?: string;
}) {
  const t = translator(texts);
  return (
    <>
      <h3 lang={originalLangOf(article, "title")} className={cn("font-bold text-ink-950", titleClass)}>
        {article.title}
      </h3>
      <p lang={originalLangOf(article, "excerpt")} className={cn("text-ink-600", excerptClass)}>
        {article.excerpt}
      </p>
      <ArticleTags
        tags={article.tags.slice(0, CARD_TAG_COUNT)}
        label={t("blog.tags")}
        lang={originalLangOf(article, "tags")}
        className={tagsClass}
      />
    </>
  );
}

export const ArticleCard = memo(function ArticleCard({
  article,
  texts,
}: {
  article: Article;
  texts: BlogTexts;
}) {
  const t = translator(texts);
  return (
    <Card className="h-full overflow-hidden transition-shadow hover:shadow-raised">
      <ArticleImage
        article={article}
        sizes={ARTICLE_IMAGE_SIZES.card}
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <CardBody>
        <Badge className="mb-1">{t(BLOG_CATEGORY_LABELS[article.category])}</Badge>
        <ArticleSummary
          article={article}
          texts={texts}
          titleClass="text-lg leading-snug"
          excerptClass="text-sm leading-6"
          tagsClass="mt-auto pt-2"
        />
        <ArticleMeta article={article} showAuthor={false} texts={texts} />
      </CardBody>
      <CardFooter>
        <span className="text-sm text-ink-600">{article.author}</span>
        <a href={localPath(texts, articlePath(article))} className={textLinkClass}>
          <ReadMoreLabel article={article} texts={texts} />
        </a>
      </CardFooter>
    </Card>
  );
});

export const FeaturedArticle = memo(function FeaturedArticle({
  article,
  texts,
}: {
  article: Article;
  texts: BlogTexts;
}) {
  const t = translator(texts);
  return (
    <Card className="overflow-hidden lg:grid lg:grid-cols-2">
      <ArticleImage
        article={article}
        sizes={ARTICLE_IMAGE_SIZES.featured}
        priority
        className="aspect-video w-full bg-brand-50 object-cover lg:aspect-auto lg:h-full"
      />
      <div className="flex flex-col items-start gap-4 p-6 sm:p-10">
        <div className="flex flex-wrap gap-2">
          <Badge>{t("blog.featuredBadge")}</Badge>
          <Badge tone="neutral">{t(BLOG_CATEGORY_LABELS[article.category])}</Badge>
        </div>
        <ArticleSummary
          article={article}
          texts={texts}
          titleClass="text-2xl leading-tight text-balance sm:text-3xl"
          excerptClass="text-lead"
        />
        <ArticleMeta article={article} texts={texts} />
        <ButtonLink href={localPath(texts, articlePath(article))} size="lg" className="mt-2">
          <ReadMoreLabel article={article} texts={texts} />
        </ButtonLink>
      </div>
    </Card>
  );
});
