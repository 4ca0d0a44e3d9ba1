import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowLeft, LifeBuoy } from "~/components/ui/icons";
import { MissingPage } from "~/components/ui/missing-page";
import { PageHero } from "~/components/ui/page-hero";
import { ProseHtml } from "~/components/ui/prose-body";
import { Section } from "~/components/ui/section";
import { textLinkClass } from "~/components/ui/text-link";
import { helpArticlePath } from "~/lib/find-help-article";

import type { HelpArticleLink, HelpArticlePage as HelpArticle } from "../../../model/schemas/help";
import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";

type HelpTexts = Texts<KeysIn<"help">>;

export function HelpArticlePage({
  article,
  siblings,
  texts,
}: {
  article: Omit<HelpArticle, "text">;
  siblings: ReadonlyArray<HelpArticleLink>;
  texts: HelpTexts;
}) {
  const t = translator(texts);
  return (
    <>
      <PageHero
        eyebrow={article.topic}
        title={article.title}
        lead={article.summary}
        column="centred"
        lang={texts.contentLang}
      />

      <Container>
        <div className="mx-auto max-w-3xl py-10 sm:py-14">
          <a href={localPath(texts, "/help")} className={textLinkClass}>
            <ArrowLeft />
            {t("help.back")}
          </a>
          <ProseHtml html={article.html} className="mt-8" lang={texts.contentLang} />

          {article.related.length > 0 ? (
            <nav aria-labelledby="related-pages" className="mt-12 border-t border-ink-200 pt-8">
              <h2 id="related-pages" className="eyebrow text-ink-900">
                {t("help.related")}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
                {article.related.map((link) => (
                  <li key={link.to}>
                    <a href={localPath(texts, link.to)} className={textLinkClass}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          <WasThisHelpful texts={texts} />
        </div>
      </Container>

      <MoreInTopic topic={article.topic} siblings={siblings} texts={texts} />
    </>
  );
}

/** The article's end: if it did not answer the question, support will (a question with a way to act on it). */
function WasThisHelpful({ texts }: { texts: HelpTexts }) {
  const t = translator(texts);
  return (
    <section
      aria-labelledby="was-this-helpful"
      className="mt-12 flex flex-col gap-4 rounded-card border border-ink-200 bg-surface-muted p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="was-this-helpful" className="text-lg font-bold text-ink-950">
          {t("help.stillQuestion")}
        </h2>
        <p className="mt-1 text-ink-600">{t("help.stillQuestionLead")}</p>
      </div>
      <ButtonLink href={localPath(texts, "/support")} className="shrink-0">
        <LifeBuoy />
        {t("help.contactSupport")}
      </ButtonLink>
    </section>
  );
}

function MoreInTopic({
  topic,
  siblings,
  texts,
}: {
  topic: string;
  siblings: ReadonlyArray<HelpArticleLink>;
  texts: HelpTexts;
}) {
  const t = translator(texts);
  return (
    <Section tone="white" aria-labelledby="more-in-topic" className="border-t border-ink-100">
      <h2 id="more-in-topic" className="text-xl font-bold text-ink-950">
        {t("help.moreIn", { topic })}
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {siblings.map((sibling) => (
          <li key={sibling.slug}>
            <a
              href={localPath(texts, helpArticlePath(sibling))}
              className="flex h-full items-center rounded-card border border-ink-200 bg-surface p-5 font-semibold text-brand-800 transition-shadow hover:shadow-raised"
            >
              <span lang={sibling.lang}>{sibling.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HelpArticleNotFound({ texts }: { texts: Texts<KeysIn<"notFound">> }) {
  const t = translator(texts);
  return (
    <MissingPage
      eyebrow={t("notFound.helpArticleEyebrow")}
      title={t("notFound.helpArticleTitle")}
      lead={t("notFound.helpArticleLead")}
      hint={t("notFound.helpArticleHint")}
    >
      <ButtonLink href={localPath(texts, "/help")}>{t("notFound.toHelp")}</ButtonLink>
      <ButtonLink href={localPath(texts, "/support")} variant="secondary">
        {t("notFound.toSupport")}
      </ButtonLink>
    </MissingPage>
  );
}
