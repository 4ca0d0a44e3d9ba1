import { POLICY_MENU, type PolicyType } from "~/content/policies";

/** The policy type named in the URL; an unknown or missing type falls back to privacy (SPEC section 8). */
export function resolvePolicyType(type: string | undefined): PolicyType {
  return POLICY_MENU.find((entry) => entry.type === type)?.type ?? "privacy";
}
