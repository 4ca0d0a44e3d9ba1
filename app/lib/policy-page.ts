import { POLICY_DOCUMENTS } from "~/content/policy-texts";
import { resolvePolicyType } from "./policies";

/** The text of the policy a legal page shows, for the route's loaders; an unknown type falls back to privacy. */
export function readPolicyPage(type: string | undefined) {
  return { policy: POLICY_DOCUMENTS[resolvePolicyType(type)] };
}
