import { memo } from "react";

import {
  Award,
  BookOpen,
  CirclePlay,
  CreditCard,
  type IconComponent,
  LifeBuoy,
  Mail,
  Rocket,
  ShieldCheck,
  UserRound,
  Wrench,
} from "~/components/ui/icons";
import { helpArticlePath } from "~/lib/find-help-article";

import { originalLangOf } from "../../../model/languages";
import type { HelpTopic } from "../../../model/schemas/help";
import type { HelpTopicIcon } from "../../../model/schemas/help.ts";
import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";

/** Each topic names its icon in content/help.yml, so a renamed topic keeps it. */
const TOPIC_ICONS: Readonly<Record<HelpTopicIcon, IconComponent>> = {
  rocket: Rocket,
  "book-open": BookOpen,
  wrench: Wrench,
  "credit-card": CreditCard,
  "circle-play": CirclePlay,
  award: Award,
  "user-round": UserRound,
  "life-buoy": LifeBuoy,
  "shield-check": ShieldCheck,
  mail: Mail,
};

/** A help topic and links to its articles (SPEC: cards listing article titles; team rule 15). */
export const HelpTopicCard = memo(function HelpTopicCard({
  topic,
  texts,
}: {
  topic: HelpTopic;
  texts: Texts<KeysIn<"help">>;
}) {
  const t = translator(texts);
  const Icon = TOPIC_ICONS[topic.icon];
  return (
    <div className="flex h-full flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card">
      <span className="inline-flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700">
        <Icon className="size-5" />
      </span>
      <h3 lang={originalLangOf(topic, "title")} className="mt-4 text-lg font-bold text-ink-950">
        {topic.title}
      </h3>
      <p className="text-sm text-ink-500">{t("help.topicArticles", { count: topic.articles.length })}</p>
      <ul className="bullet-list mt-4 space-y-1.5 bullet-list-compact text-ink-700 [--bullet-offset:--spacing(2.5)]">
        {topic.articles.map((article) => (
          <li key={article.slug}>
            <a
              href={localPath(texts, helpArticlePath(article))}
              lang={article.lang}
              className="inline-block py-0.5 text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
            >
              {article.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
