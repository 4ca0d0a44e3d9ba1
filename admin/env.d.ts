declare module "virtual:admin" {
  import type { AdminData } from "./preview";
  /** What the build tells the editor: the site's stylesheets, currency, placeholders and preview collections. */
  const admin: AdminData;
  export default admin;
}
