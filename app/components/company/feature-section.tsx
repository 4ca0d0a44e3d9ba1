import type { IconComponent } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { cn } from "~/lib/cn";

type FeatureItem<Id extends string> = { id: Id; title: string; text: string };

const COLUMNS = { 3: "lg:grid-cols-3", 4: "xl:grid-cols-4" } as const;

/** A titled section of icon cards: the about values, the mission pillars, the career perks. */
export function FeatureSection<Id extends string>({
  id,
  eyebrow,
  title,
  description,
  items,
  icons,
  columns = 4,
  itemsLang,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  items: ReadonlyArray<FeatureItem<Id>>;
  icons: Readonly<Record<Id, IconComponent>>;
  columns?: keyof typeof COLUMNS;
  /** Set when the items are the owner's, still the original's on a further language's page (originalLangOf). */
  itemsLang?: string | undefined;
}) {
  return (
    <Section aria-labelledby={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
      <ul lang={itemsLang} className={cn("mt-12 grid gap-6 sm:grid-cols-2", COLUMNS[columns])}>
        {items.map((item) => (
          <li key={item.id}>
            <FeatureCard icon={icons[item.id]} title={item.title} text={item.text} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function FeatureCard({ icon: Icon, title, text }: { icon: IconComponent; title: string; text: string }) {
  return (
    <div className="h-full rounded-card border border-ink-200 bg-white p-6 shadow-card">
      <span className="inline-flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink-950">{title}</h3>
      <p className="mt-2 text-sm leading-6 text-ink-600">{text}</p>
    </div>
  );
}
