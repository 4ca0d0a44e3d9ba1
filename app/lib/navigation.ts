import type { PolicyType } from "../../model/policy-options";

export type NavLinkItem = { label: string; to: string };

export type FooterColumn = { title: string; links: ReadonlyArray<NavLinkItem> };

export const HEADER_LINKS: ReadonlyArray<NavLinkItem> = [
  { label: "Home", to: "/" },
  { label: "Courses", to: "/courses" },
  { label: "Contact", to: "/contact" },
];

/** The policies in menu order, as the header's Legal menu, the footer and each policy page list them. */
export function listLegalLinks(policies: ReadonlyArray<{ type: PolicyType; title: string }>): NavLinkItem[] {
  return policies.map(({ type, title }) => ({ label: title, to: `/legal/${type}` }));
}

export function listFooterColumns(legalLinks: ReadonlyArray<NavLinkItem>): FooterColumn[] {
  return [
    {
      title: "Company",
      links: [
        { label: "About Us", to: "/about" },
        { label: "Our Mission", to: "/mission" },
        { label: "Careers", to: "/careers" },
      ],
    },
    {
      title: "Resources",
      links: [
        { label: "Blog", to: "/blog" },
        { label: "Help Center", to: "/help" },
        { label: "Support", to: "/support" },
        { label: "Contact", to: "/contact" },
      ],
    },
    { title: "Legal", links: legalLinks },
  ];
}
