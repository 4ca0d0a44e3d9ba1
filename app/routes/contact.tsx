import { ContactFaq } from "~/components/contact/contact-faq";
import { ContactInfo } from "~/components/contact/contact-info";
import { ContactRequestPanel } from "~/components/contact/contact-request";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { PAGE_DESCRIPTIONS } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Get in Touch",
    description: PAGE_DESCRIPTIONS.contact,
    path: "/contact",
  });
}

export default function ContactRoute() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in Touch"
        lead={`Questions about a course, enrolment or your learning plan? We'll respond within ${site.promises.replyTime} on business days.`}
      />
      <Section>
        <div className="grid gap-8 lg:grid-cols-12 lg:gap-10">
          <div className="lg:col-span-7">
            <ContactRequestPanel />
          </div>
          <aside aria-label="Contact details and answers" className="flex flex-col gap-8 lg:col-span-5">
            <ContactInfo />
            <ContactFaq />
          </aside>
        </div>
      </Section>
    </>
  );
}
