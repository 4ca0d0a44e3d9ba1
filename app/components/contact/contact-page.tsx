import { site } from "virtual:site-config";

import { ContactFaq } from "~/components/contact/contact-faq";
import { ContactInfo } from "~/components/contact/contact-info";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";

/** /contact around its request form (an island the page passes in). */
export function ContactPage({ form }: { form?: React.ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in Touch"
        lead={`Questions about a course, enrolment or your learning plan? We'll respond within ${site.promises.replyTime} on business days.`}
      />
      <Section>
        <div className="grid gap-8 lg:grid-cols-12 lg:gap-10">
          <div className="lg:col-span-7">{form}</div>
          <aside aria-label="Contact details and answers" className="flex flex-col gap-8 lg:col-span-5">
            <ContactInfo />
            <ContactFaq />
          </aside>
        </div>
      </Section>
    </>
  );
}
