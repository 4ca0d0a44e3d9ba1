import pages from "virtual:content/policies/pages";

import { resolvePolicyType } from "./resolve-policy";

/** The policy a legal page shows (content/policies/), for the route's loaders; an unknown type falls back to privacy. */
export function readPolicyPage(type: string | undefined) {
  return { policy: pages[resolvePolicyType(type)] };
}
