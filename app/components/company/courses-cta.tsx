import { ButtonLink } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";

/** The closing band of the company pages: one sentence of encouragement and the way to the catalogue (`href`). */
export function CoursesCta({
  href,
  title,
  text,
  textLang,
  label,
}: {
  href: string;
  title: string;
  text: string;
  /** Set when `text` is the owner's, still the original's on a further language's page (originalLangOf). */
  textLang?: string | undefined;
  label: string;
}) {
  return (
    <Section>
      <div className="palette-fixed flex flex-col items-start gap-6 rounded-panel bg-brand-800 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
          <p lang={textLang} className="mt-3 text-brand-100">
            {text}
          </p>
        </div>
        <ButtonLink href={href} variant="inverse" size="lg">
          {label}
          <ArrowRight />
        </ButtonLink>
      </div>
    </Section>
  );
}
