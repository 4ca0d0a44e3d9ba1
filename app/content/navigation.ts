import { POLICY_MENU } from "./policies";

export type NavLinkItem = { label: string; to: string };

export const HEADER_LINKS: ReadonlyArray<NavLinkItem> = [
  { label: "Home", to: "/" },
  { label: "Courses", to: "/courses" },
  { label: "Contact", to: "/contact" },
];

export const LEGAL_LINKS: ReadonlyArray<NavLinkItem> = POLICY_MENU.map(({ type, title }) => ({
  label: title,
  to: `/legal/${type}`,
}));

export type FooterColumn = { title: string; links: ReadonlyArray<NavLinkItem> };

export const FOOTER_COLUMNS: ReadonlyArray<FooterColumn> = [
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
  { title: "Legal", links: LEGAL_LINKS },
];
