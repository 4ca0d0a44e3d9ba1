import { ContactFaq } from "~/components/contact/contact-faq";
import { ContactInfo } from "~/components/contact/contact-info";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import type { Promises } from "~/lib/promises";

import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/** /contact around its request form (an island the page passes in). */
export function ContactPage({
  refundPolicy,
  promises,
  texts,
  form,
}: {
  /** The refund policy's title, which the answers link to, and its language while it is the original's. */
  refundPolicy: { title: string; lang?: string | undefined };
  /** The page's language's promises (readPromises), not the first language's. */
  promises: Promises;
  texts: Texts<KeysIn<"contact">>;
  form?: React.ReactNode;
}) {
  const t = translator(texts);
  return (
    <>
      <PageHero
        eyebrow={t("contact.eyebrow")}
        title={t("contact.title")}
        lead={t("contact.lead", { replyTime: promises.replyTime })}
      />
      <Section>
        <div className="grid gap-8 lg:grid-cols-12 lg:gap-10">
          <div className="lg:col-span-7">{form}</div>
          <aside aria-label={t("contact.aside")} className="flex flex-col gap-8 lg:col-span-5">
            <ContactInfo promises={promises} texts={texts} />
            <ContactFaq refundPolicy={refundPolicy} promises={promises} texts={texts} />
          </aside>
        </div>
      </Section>
    </>
  );
}
