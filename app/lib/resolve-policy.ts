import { POLICY_TYPES, type PolicyType } from "../../model/policy-options";

/** The policy type named in the URL; an unknown or missing type falls back to privacy (SPEC section 8). */
export function resolvePolicyType(type: string | undefined): PolicyType {
  return POLICY_TYPES.find((known) => known === type) ?? "privacy";
}
