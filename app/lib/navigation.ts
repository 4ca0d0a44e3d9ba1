import type { PolicyType } from "../../model/policy-options";
import { type KeysIn, localPath, type Texts, translator } from "../../model/ui-texts";

export type NavLinkItem = { label: string; to: string };

/** `id` names the column's heading in any language: `footer-company`. */
export type FooterColumn = { id: string; title: string; links: ReadonlyArray<NavLinkItem> };

/** The header's links, in the page's language, to its pages. */
export function listHeaderLinks(texts: Texts<KeysIn<"layout">>): NavLinkItem[] {
  const t = translator(texts);
  return [
    { label: t("layout.home"), to: localPath(texts, "/") },
    { label: t("layout.courses"), to: localPath(texts, "/courses") },
    { label: t("layout.contact"), to: localPath(texts, "/contact") },
  ];
}

/**
 * The policies in menu order, as the header's Legal menu, the footer and each policy page list them; `texts`, the
 * page's, for the policies' addresses in its language.
 */
export function listLegalLinks(
  policies: ReadonlyArray<{ type: PolicyType; title: string }>,
  texts: { prefix?: string } = {},
): NavLinkItem[] {
  return policies.map(({ type, title }) => ({ label: title, to: localPath(texts, `/legal/${type}`) }));
}

export function listFooterColumns(
  legalLinks: ReadonlyArray<NavLinkItem>,
  texts: Texts<KeysIn<"footer">>,
): FooterColumn[] {
  const t = translator(texts);
  return [
    {
      id: "footer-company",
      title: t("footer.company"),
      links: [
        { label: t("footer.about"), to: localPath(texts, "/about") },
        { label: t("footer.mission"), to: localPath(texts, "/mission") },
        { label: t("footer.careers"), to: localPath(texts, "/careers") },
      ],
    },
    {
      id: "footer-resources",
      title: t("footer.resources"),
      links: [
        { label: t("footer.blog"), to: localPath(texts, "/blog") },
        { label: t("footer.help"), to: localPath(texts, "/help") },
        { label: t("footer.support"), to: localPath(texts, "/support") },
        { label: t("footer.contact"), to: localPath(texts, "/contact") },
      ],
    },
    { id: "footer-legal", title: t("footer.legal"), links: legalLinks },
  ];
}
