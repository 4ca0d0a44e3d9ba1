import { site } from "virtual:site-config";

import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { buildMailtoHref, buildTelHref } from "~/lib/contact-links";

import { POLICY_CONTACT_SECTION } from "../../../model/policy-anchors";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/** The block every policy ends with: the owner's email, phone and postal address (site configuration). */
export function PolicyContact({
  policyTitle,
  replyTime,
  texts,
}: {
  policyTitle: string;
  /** The page's language's promise (readPromises), not the first language's. */
  replyTime: string;
  texts: Texts<KeysIn<"legal">>;
}) {
  const t = translator(texts);
  return (
    <section
      aria-labelledby={POLICY_CONTACT_SECTION.id}
      className="break-inside-avoid rounded-card border border-brand-200 bg-brand-50 p-6 sm:p-8"
    >
      <h2 id={POLICY_CONTACT_SECTION.id} className="text-2xl font-bold text-ink-950">
        {t("legal.contactTitle")}
      </h2>
      <p className="mt-3 leading-7 text-ink-700">
        {t("legal.contactLead", {
          policy: policyTitle.toLowerCase(),
          name: site.name,
          replyTime,
        })}
      </p>
      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        <ContactItem icon={Mail} term={t("legal.email")}>
          <a
            href={buildMailtoHref(site.email)}
            className="inline-block py-0.5 font-semibold break-all text-brand-800 underline"
          >
            {site.email}
          </a>
        </ContactItem>
        <ContactItem icon={Phone} term={t("legal.phone")}>
          <a
            href={buildTelHref(site.phone)}
            className="inline-block py-0.5 font-semibold text-brand-800 underline"
          >
            {site.phone}
          </a>
        </ContactItem>
        <ContactItem icon={MapPin} term={t("legal.address")} className="sm:col-span-2">
          <address className="text-ink-800 not-italic">{site.address}</address>
        </ContactItem>
      </dl>
    </section>
  );
}

function ContactItem({
  icon: Icon,
  term,
  className,
  children,
}: {
  icon: typeof Mail;
  term: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="inline-flex items-center gap-2 text-sm font-semibold text-ink-600">
        <Icon className="size-4 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
