import { site } from "virtual:site-config";

import { Container } from "~/components/ui/container";
import { Mail, Phone } from "~/components/ui/icons";
import { useCurrentYear } from "~/hooks/use-current-year";
import { buildMailtoHref, buildTelHref } from "~/lib/contact-links";
import { listFooterColumns, type NavLinkItem } from "~/lib/navigation";

import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";
import { BrandMark } from "./brand-mark";

export function SiteFooter({
  legalLinks,
  texts,
}: {
  legalLinks: ReadonlyArray<NavLinkItem>;
  texts: Texts<KeysIn<"footer">>;
}) {
  const t = translator(texts);
  const year = useCurrentYear();
  return (
    <footer className="border-t border-ink-200 bg-white">
      <Container className="grid gap-10 py-14 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-sm">
          <BrandMark home={localPath(texts, "/")} />
          <p className="mt-4 text-sm leading-6 text-ink-600">{t("footer.tagline")}</p>
          <ul className="mt-5 space-y-1 text-sm">
            <li>
              <a
                href={buildMailtoHref(site.email)}
                className="inline-flex min-h-6 items-center gap-2 text-ink-700 hover:text-brand-700"
              >
                <Mail className="size-4" />
                {site.email}
              </a>
            </li>
            <li>
              <a
                href={buildTelHref(site.phone)}
                className="inline-flex min-h-6 items-center gap-2 text-ink-700 hover:text-brand-700"
              >
                <Phone className="size-4" />
                {site.phone}
              </a>
            </li>
          </ul>
        </div>
        {listFooterColumns(legalLinks, texts).map((column) => (
          <nav key={column.id} aria-labelledby={column.id}>
            <h2 id={column.id} className="eyebrow text-ink-900">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    className="inline-flex min-h-8 items-center text-sm text-ink-600 hover:text-brand-700 hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-ink-100">
        <Container className="py-6 text-sm text-ink-600">
          <p>{t("footer.rights", { year: String(year), name: site.name })}</p>
        </Container>
      </div>
    </footer>
  );
}
