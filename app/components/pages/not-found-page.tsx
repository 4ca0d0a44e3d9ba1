import { BookOpen, House, LifeBuoy } from "~/components/ui/icons";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";

import { toCountWord } from "../../../model/words";

export function NotFoundPage({ courseCount }: { courseCount: number }) {
  const suggestions = [
    { to: "/", icon: House, title: "Home", text: "Start again from the front page." },
    {
      to: "/courses",
      icon: BookOpen,
      title: "Courses",
      text: `Browse all ${toCountWord(courseCount)} business courses.`,
    },
    { to: "/help", icon: LifeBuoy, title: "Help Center", text: "Search answers to common questions." },
  ];
  return (
    <>
      <PageHero
        eyebrow="Error 404"
        title="Page not found"
        lead="We couldn't find the page you were looking for. It may have moved, or the address may be mistyped. These pages will get you back on track:"
      />
      <Section>
        <ul className="grid gap-4 sm:grid-cols-3">
          {suggestions.map((item) => (
            <li key={item.to}>
              <a
                href={item.to}
                className="flex h-full flex-col gap-2 rounded-card border border-ink-200 bg-white p-6 shadow-card transition-shadow hover:shadow-raised"
              >
                <item.icon className="size-6 text-brand-700" />
                <span className="text-lg font-bold text-ink-950">{item.title}</span>
                <span className="text-sm text-ink-600">{item.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
