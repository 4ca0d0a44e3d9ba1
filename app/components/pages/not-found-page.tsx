import { BookOpen, House, LifeBuoy } from "~/components/ui/icons";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";

import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";
import { toCountWord } from "../../../model/words";

export function NotFoundPage({
  courseCount,
  texts,
}: {
  courseCount: number;
  texts: Texts<KeysIn<"notFound">>;
}) {
  const t = translator(texts);
  const suggestions = [
    { to: "/", icon: House, title: t("notFound.home"), text: t("notFound.homeText") },
    {
      to: "/courses",
      icon: BookOpen,
      title: t("notFound.courses"),
      text: t("notFound.coursesText", { count: courseCount, countWord: toCountWord(courseCount) }),
    },
    { to: "/help", icon: LifeBuoy, title: t("notFound.help"), text: t("notFound.helpText") },
  ];
  return (
    <>
      <PageHero eyebrow={t("notFound.eyebrow")} title={t("notFound.title")} lead={t("notFound.lead")} />
      <Section>
        <ul className="grid gap-4 sm:grid-cols-3">
          {suggestions.map((item) => (
            <li key={item.to}>
              <a
                href={localPath(texts, item.to)}
                className="flex h-full flex-col gap-2 rounded-card border border-ink-200 bg-white p-6 shadow-card transition-shadow hover:shadow-raised"
              >
                <item.icon className="size-6 text-brand-700" />
                <span className="text-lg font-bold text-ink-950">{item.title}</span>
                <span className="text-sm text-ink-600">{item.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
