declare module "virtual:admin" {
  import type { AdminData } from "./preview";
  const admin: AdminData;
  export default admin;
}
