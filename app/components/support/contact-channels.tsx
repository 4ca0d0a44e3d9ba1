import { site } from "virtual:site-config";

import { Mail, MessageCircle, Phone } from "~/components/ui/icons";
import { textLinkClass } from "~/components/ui/text-link";
import { cn } from "~/lib/cn";
import { buildMailtoHref, buildTelHref, SUPPORT_FORM_ID } from "~/lib/contact-links";

import type { Support } from "../../../model/schemas/support";
import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";

const actionClass = cn(textLinkClass, "mt-auto self-start");

/**
 * The three ways to reach support, each with a working action (team rule 8): Live Chat leads to the
 * support form, Email Support opens a mailto to the owner, Phone Support is a tel: link.
 */
export function ContactChannels({
  channels: content,
  texts,
  className,
}: {
  channels: Support["channels"];
  texts: Texts<KeysIn<"support">>;
  className?: string;
}) {
  const t = translator(texts);
  const channels = [
    {
      icon: MessageCircle,
      ...content.chat,
      action: (
        <a href={localPath(texts, `/support#${SUPPORT_FORM_ID}`)} className={actionClass}>
          {content.chat.action}
        </a>
      ),
    },
    {
      icon: Mail,
      ...content.email,
      action: (
        <a href={buildMailtoHref(site.email, { subject: t("support.emailSubject") })} className={actionClass}>
          {content.email.action}
        </a>
      ),
    },
    {
      icon: Phone,
      ...content.phone,
      action: (
        <a href={buildTelHref(site.phone)} className={actionClass}>
          {content.phone.action}
        </a>
      ),
    },
  ];
  return (
    <ul className={cn("grid gap-4", className)}>
      {channels.map((channel) => (
        <li
          key={channel.title}
          className="flex flex-col gap-2 rounded-card border border-ink-200 bg-white p-5 shadow-card"
        >
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <channel.icon className="size-5" />
            </span>
            <div>
              <h3 className="font-bold text-ink-950">{channel.title}</h3>
              <p className="text-sm font-medium text-brand-700">{channel.detail}</p>
            </div>
          </div>
          <p className="text-sm leading-6 text-ink-600">{channel.text}</p>
          {channel.action}
        </li>
      ))}
    </ul>
  );
}
