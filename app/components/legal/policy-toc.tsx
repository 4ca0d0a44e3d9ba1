import { ListOrdered } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/** "On this page": a link to every section of the policy, sticky beside it on wide screens. */
export function PolicyToc({
  entries,
  className,
  texts,
}: {
  entries: ReadonlyArray<{ id: string; title: string }>;
  className?: string;
  texts: Texts<KeysIn<"legal">>;
}) {
  const t = translator(texts);
  return (
    <nav
      aria-labelledby="policy-toc-title"
      className={cn("rounded-card border border-ink-200 bg-white p-5 shadow-card print:hidden", className)}
    >
      <h2 id="policy-toc-title" className="inline-flex items-center gap-2 eyebrow text-ink-900">
        <ListOrdered className="size-4 text-brand-700" />
        {t("legal.toc")}
      </h2>
      <ol className="-mx-2 mt-3 space-y-0.5 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="flex min-h-8 items-center rounded-md px-2 py-1 text-ink-700 hover:bg-ink-50 hover:text-brand-700"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
