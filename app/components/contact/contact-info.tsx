import { Clock, Mail, Phone } from "lucide-react";
import { site } from "~/content/site";
import { buildMailtoHref, buildTelHref } from "~/lib/contact";

/** The contact page's direct details: the owner's email with the reply promise, and the phone line. */
export function ContactInfo() {
  return (
    <section aria-labelledby="contact-info" className="rounded-card bg-brand-800 p-6 text-white sm:p-8">
      <h2 id="contact-info" className="text-xl font-bold">
        Contact information
      </h2>
      <ul className="mt-6 space-y-6">
        <li className="flex gap-4">
          <ContactIcon>
            <Mail aria-hidden="true" className="size-5" />
          </ContactIcon>
          <div>
            <p className="text-sm text-brand-100">Email</p>
            <a
              href={buildMailtoHref(site.email)}
              className="font-semibold wrap-break-word underline-offset-4 hover:underline"
            >
              {site.email}
            </a>
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-brand-100">
              <Clock aria-hidden="true" className="size-4" />
              We'll respond within 24 hours
            </p>
          </div>
        </li>
        <li className="flex gap-4">
          <ContactIcon>
            <Phone aria-hidden="true" className="size-5" />
          </ContactIcon>
          <div>
            <p className="text-sm text-brand-100">Phone</p>
            <a href={buildTelHref(site.phone)} className="font-semibold underline-offset-4 hover:underline">
              {site.phone}
            </a>
            <p className="mt-1 text-sm text-brand-100">Mon-Fri 9AM-6PM EST</p>
          </div>
        </li>
      </ul>
    </section>
  );
}

function ContactIcon({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10">
      {children}
    </span>
  );
}
