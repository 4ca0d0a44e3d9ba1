// Every island's module imports this first, so the first island of a page to hydrate runs it once: the stored form
// copies of this tab that are an hour old are deleted on every page that runs script, not only on the page of their
// own form (decisions 0025, 0082). On the server it finds no storage and does nothing.
import { purgeExpiredCopies } from "./session-store";

purgeExpiredCopies();
