import { brand } from "virtual:site-config";
import { site } from "virtual:site-config";

import { cn } from "~/lib/cn";

/** The logo (content/brand.yml) and the brand name, linking home: `/`, or the home page of the page's language. */
export function BrandMark({ className, home = "/" }: { className?: string; home?: string }) {
  return (
    <a
      href={home}
      className={cn("inline-flex min-h-11 items-center gap-2.5 font-bold text-ink-950", className)}
    >
      <img src={brand.logo} alt="" width="32" height="32" className="logo-mark size-8 shrink-0" />
      <span className="text-base leading-tight sm:text-lg">{site.name}</span>
    </a>
  );
}
