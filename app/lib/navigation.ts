import type { PolicyType } from "../../model/policy-options";
import { type KeysIn, type Texts, translator } from "../../model/ui-texts";

export type NavLinkItem = { label: string; to: string };

/** `id` names the column's heading in any language: `footer-company`. */
export type FooterColumn = { id: string; title: string; links: ReadonlyArray<NavLinkItem> };

/** The header's links, in the page's language. */
export function listHeaderLinks(texts: Texts<KeysIn<"layout">>): NavLinkItem[] {
  const t = translator(texts);
  return [
    { label: t("layout.home"), to: "/" },
    { label: t("layout.courses"), to: "/courses" },
    { label: t("layout.contact"), to: "/contact" },
  ];
}

/** The policies in menu order, as the header's Legal menu, the footer and each policy page list them. */
export function listLegalLinks(policies: ReadonlyArray<{ type: PolicyType; title: string }>): NavLinkItem[] {
  return policies.map(({ type, title }) => ({ label: title, to: `/legal/${type}` }));
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
        { label: t("footer.about"), to: "/about" },
        { label: t("footer.mission"), to: "/mission" },
        { label: t("footer.careers"), to: "/careers" },
      ],
    },
    {
      id: "footer-resources",
      title: t("footer.resources"),
      links: [
        { label: t("footer.blog"), to: "/blog" },
        { label: t("footer.help"), to: "/help" },
        { label: t("footer.support"), to: "/support" },
        { label: t("footer.contact"), to: "/contact" },
      ],
    },
    { id: "footer-legal", title: t("footer.legal"), links: legalLinks },
  ];
}
