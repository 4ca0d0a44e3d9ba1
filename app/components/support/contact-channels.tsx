import { Mail, MessageCircle, Phone } from "~/components/ui/icons";
import { textLinkClass } from "~/components/ui/text-link";
import { site } from "~/content/site";
import { SUPPORT_CHANNELS, SUPPORT_FORM_ID } from "~/content/support-desk";
import { cn } from "~/lib/cn";
import { buildMailtoHref, buildTelHref } from "~/lib/contact-links";

const actionClass = cn(textLinkClass, "mt-auto self-start");

/**
 * The three ways to reach support, each with a working action (team rule 8): Live Chat leads to the
 * support form, Email Support opens a mailto to the owner, Phone Support is a tel: link.
 */
export function ContactChannels({ className }: { className?: string }) {
  const channels = [
    {
      icon: MessageCircle,
      ...SUPPORT_CHANNELS.chat,
      action: (
        <a href={`/support#${SUPPORT_FORM_ID}`} className={actionClass}>
          {SUPPORT_CHANNELS.chat.action}
        </a>
      ),
    },
    {
      icon: Mail,
      ...SUPPORT_CHANNELS.email,
      action: (
        <a href={buildMailtoHref(site.email, { subject: "Support request" })} className={actionClass}>
          {SUPPORT_CHANNELS.email.action}
        </a>
      ),
    },
    {
      icon: Phone,
      ...SUPPORT_CHANNELS.phone,
      action: (
        <a href={buildTelHref(site.phone)} className={actionClass}>
          {SUPPORT_CHANNELS.phone.action}
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
