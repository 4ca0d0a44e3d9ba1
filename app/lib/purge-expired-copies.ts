// Imported before the first island of every page with islands hydrates (astro.config.mjs, `before-hydration`):
// the stored form copies of this tab that are an hour old are deleted on every page that runs script, not only on
// the page of their own form (decision 0025).
import { purgeExpiredCopies } from "./session-store";

purgeExpiredCopies();
