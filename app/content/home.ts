import home from "virtual:content/pages/home";

// The home page's texts, from content/pages.yml (scripts/content/collections/pages.ts).

export const HOME = home;
