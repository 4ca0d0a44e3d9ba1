import { HelpTopicCard } from "~/components/help/help-topic-card";
import { ContactChannels } from "~/components/support/contact-channels";
import { Section, SectionHeading } from "~/components/ui/section";

import { originalLangOf } from "../../../model/languages";
import type { HelpTopic, QuickLinkGroup } from "../../../model/schemas/help";
import type { Support } from "../../../model/schemas/support";
import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";

/** The help topics' cards: static HTML inside the Help Center's island. */
export function HelpTopicCards({
  topics,
  texts,
}: {
  topics: ReadonlyArray<HelpTopic>;
  texts: Texts<KeysIn<"help">>;
}) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {topics.map((topic) => (
        <li key={topic.title}>
          <HelpTopicCard topic={topic} texts={texts} />
        </li>
      ))}
    </ul>
  );
}

export function HelpQuickLinks({
  quickLinks,
  texts,
}: {
  quickLinks: ReadonlyArray<QuickLinkGroup>;
  texts: Texts<KeysIn<"help">>;
}) {
  const t = translator(texts);
  return (
    <aside aria-labelledby="quick-links" className="rounded-card bg-surface-muted p-6 lg:self-start">
      <h2 id="quick-links" className="text-xl font-bold text-ink-950">
        {t("help.quickLinks")}
      </h2>
      {quickLinks.map((group) => (
        <div key={group.title} lang={originalLangOf(group)} className="mt-6">
          <h3 className="eyebrow text-ink-700">{group.title}</h3>
          <ul className="mt-2">
            {group.links.map((link) => (
              <li key={link.to}>
                <a
                  href={localPath(texts, link.to)}
                  className="inline-flex min-h-10 items-center text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </aside>
  );
}

export function HelpSupport({
  channels,
  texts,
}: {
  channels: Support["channels"];
  texts: Texts<KeysIn<"help" | "support">>;
}) {
  const t = translator(texts);
  return (
    <Section aria-labelledby="contact-support">
      <SectionHeading
        id="contact-support"
        title={t("help.stillNeedHelp")}
        description={t("help.stillNeedHelpLead")}
      />
      <ContactChannels channels={channels} texts={texts} className="mt-10 md:grid-cols-3" />
    </Section>
  );
}
