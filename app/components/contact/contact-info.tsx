import { site } from "virtual:site-config";

import { Clock, type IconComponent, Mail, Phone } from "~/components/ui/icons";
import { buildMailtoHref, buildTelHref } from "~/lib/contact-links";
import type { Promises } from "~/lib/promises";

import { originalLangOf } from "../../../model/languages";
import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/** The contact page's direct details: the owner's email with the reply promise, and the phone line. */
export function ContactInfo({ promises, texts }: { promises: Promises; texts: Texts<KeysIn<"contact">> }) {
  const t = translator(texts);
  return (
    <section
      aria-labelledby="contact-info"
      className="palette-fixed rounded-card bg-brand-800 p-6 text-white sm:p-8"
    >
      <h2 id="contact-info" className="text-xl font-bold">
        {t("contact.info")}
      </h2>
      <ul className="mt-6 space-y-6">
        <ContactItem
          icon={Mail}
          label={t("contact.email")}
          href={buildMailtoHref(site.email)}
          value={site.email}
        >
          <Clock className="size-4" />
          {t("contact.respond", { replyTime: promises.replyTime })}
        </ContactItem>
        <ContactItem
          icon={Phone}
          label={t("contact.phone")}
          href={buildTelHref(site.phone)}
          value={site.phone}
        >
          <span lang={originalLangOf(promises, "phoneHours")}>{promises.phoneHours}</span>
        </ContactItem>
      </ul>
    </section>
  );
}

function ContactItem({
  icon: Icon,
  label,
  href,
  value,
  children,
}: {
  icon: IconComponent;
  label: string;
  href: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10">
        <Icon className="size-5" />
      </span>
      <div>
        <p className="text-sm text-brand-100">{label}</p>
        <a
          href={href}
          className="inline-block py-0.5 font-semibold wrap-break-word underline-offset-4 hover:underline"
        >
          {value}
        </a>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-brand-100">{children}</p>
      </div>
    </li>
  );
}
