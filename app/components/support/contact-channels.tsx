import { Link } from "react-router";

import { Mail, MessageCircle, Phone } from "~/components/ui/icons";
import { textLinkClass } from "~/components/ui/text-link";
import { site } from "~/content/site";
import { PHONE_SUPPORT_HOURS, SUPPORT_FORM_ID, SUPPORT_RESPONSE_TIME } from "~/content/support-desk";
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
      title: "Live Chat",
      detail: "Available 24/7",
      text: "Describe your question in the support form and a member of the team picks it up, day or night.",
      action: (
        <Link to={`/support#${SUPPORT_FORM_ID}`} className={actionClass}>
          Start a conversation
        </Link>
      ),
    },
    {
      icon: Mail,
      title: "Email Support",
      detail: `Response ${SUPPORT_RESPONSE_TIME}`,
      text: `Write to ${site.email} from any mail app, with screenshots if they help.`,
      action: (
        <a href={buildMailtoHref(site.email, { subject: "Support request" })} className={actionClass}>
          Send an email
        </a>
      ),
    },
    {
      icon: Phone,
      title: "Phone Support",
      detail: PHONE_SUPPORT_HOURS,
      text: "Talk a problem through with a member of the support team.",
      action: (
        <a href={buildTelHref(site.phone)} className={actionClass}>
          Call {site.phone}
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
