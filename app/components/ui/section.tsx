import { cn } from "~/lib/cn";

import { Container } from "./container";

export function Section({
  className,
  tone = "plain",
  children,
  ...props
}: React.ComponentProps<"section"> & { tone?: "plain" | "muted" | "white" }) {
  const tones = { plain: "", muted: "bg-surface-muted", white: "bg-white" } as const;
  return (
    <section className={cn("py-section", tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "start",
  className,
  lang,
  descriptionLang,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  /** The language of all its texts when they are the owner's, still the original's (model/languages.ts originalLangOf). */
  lang?: string | undefined;
  /** The language of the description alone, when only it is the owner's original text. */
  descriptionLang?: string | undefined;
  align?: "start" | "center";
  className?: string;
}) {
  return (
    <div lang={lang} className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <p className="eyebrow text-brand-700">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-title font-bold text-ink-900">
        {title}
      </h2>
      {description ? (
        <p lang={descriptionLang} className="mt-4 text-lead text-ink-600">
          {description}
        </p>
      ) : null}
    </div>
  );
}
