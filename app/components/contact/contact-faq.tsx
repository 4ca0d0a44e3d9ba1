import type { Promises } from "~/lib/promises";

import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** A text with a link in place of its placeholder `{name}`. */
function WithLink({ text, name, link }: { text: string; name: string; link: React.ReactNode }) {
  const [before, after] = text.split(`{${name}}`);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

/** The contact page's three short answers: a plain list, always open. */
export function ContactFaq({
  refundPolicy,
  promises,
  texts,
}: {
  /** The refund policy's title (content/policies/refund.md), and its language while it is the original's. */
  refundPolicy: { title: string; lang?: string | undefined };
  /** The page's language's promises (readPromises). */
  promises: Promises;
  texts: Texts<KeysIn<"contact">>;
}) {
  const t = translator(texts);
  const { replyTime, guarantee, refundWindow, supportResponseTime } = promises;
  return (
    <section aria-labelledby="contact-faq" className="rounded-card border border-ink-200 bg-white p-6 sm:p-8">
      <h2 id="contact-faq" className="text-xl font-bold text-ink-950">
        {t("contact.faq")}
      </h2>
      <dl className="mt-6 space-y-6">
        <div>
          <dt className="font-display font-semibold text-ink-950">{t("contact.faqSpeed")}</dt>
          <dd className="mt-2 leading-7 text-ink-600">{t("contact.faqSpeedAnswer", { replyTime })}</dd>
        </div>
        <div>
          <dt className="font-display font-semibold text-ink-950">{t("contact.faqRefund")}</dt>
          <dd className="mt-2 leading-7 text-ink-600">
            <WithLink
              text={t("contact.faqRefundAnswer", { guarantee, refundWindow, policy: "{policy}" })}
              name="policy"
              link={
                <a href={localPath(texts, "/legal/refund")} lang={refundPolicy.lang} className={linkClass}>
                  {refundPolicy.title}
                </a>
              }
            />
          </dd>
        </div>
        <div>
          <dt className="font-display font-semibold text-ink-950">{t("contact.faqSupport")}</dt>
          <dd className="mt-2 leading-7 text-ink-600">
            <WithLink
              text={t("contact.faqSupportAnswer", { team: "{team}", responseTime: supportResponseTime })}
              name="team"
              link={
                <a href={localPath(texts, "/support")} className={linkClass}>
                  {t("contact.supportTeam")}
                </a>
              }
            />
          </dd>
        </div>
      </dl>
    </section>
  );
}
