// The addresses of content/site.yml that the pages send visitors' data to (form service, newsletter, analytics):
// each is parsed as a URL and refused with a plain message before it reaches a form, a script or the pages'
// Content-Security-Policy, which is written from their origins alone (docs/decisions/0042-inert-drawings.md).

/** What a host and path are written with; `;`, `,`, `*`, quotes and spaces would end a policy's source list. */
const ADDRESS_CHARACTER = /[A-Za-z0-9\-._~%/:@?&=+]/;
/** A domain name as the URL parser leaves it (lower case, international names in punycode), or an IPv4 address. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** This machine: the tests' receivers listen here, over http. No visitor can reach it. */
const LOOPBACK = new Set(["127.0.0.1", "localhost"]);

const CHARACTER_NAMES: Record<string, string> = {
  " ": "a space",
  ";": "a semicolon (;)",
  ",": "a comma (,)",
  "*": "an asterisk (*)",
  '"': 'a quotation mark (")',
  "'": "an apostrophe (')",
  "#": "a hash (#)",
};

function describeCharacter(character: string) {
  return CHARACTER_NAMES[character] ?? (/\s/.test(character) ? "a space or line break" : `"${character}"`);
}

/**
 * What is wrong with `address` as a web address the pages use, in words, or null for a good one: an https:// URL (or
 * http:// on this machine) of a named host, with a path and query of plain URL characters only.
 */
export function describeAddressProblem(
  address: string,
  example = "https://formspree.io/f/abcd1234",
): string | null {
  const odd = [...address].find((character) => !ADDRESS_CHARACTER.test(character));
  if (odd !== undefined)
    return `${describeCharacter(odd)} cannot be part of this address: write the address exactly as the service gives it, such as ${example}`;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `is not a web address: expected one starting with https://, such as ${example}`;
  }
  const local = url.protocol === "http:" && LOOPBACK.has(url.hostname);
  if (url.protocol !== "https:" && !local) return "expected an address starting with https://";
  if (url.username || url.password)
    return "expected an address without a user name or password before the host";
  if (!HOST.test(url.hostname))
    return `expected a host name such as forms.example.com, got "${url.hostname}"`;
  return null;
}

/** The origin of a checked address (scheme, host and port), as the pages' policy names it; throws on a bad one. */
export function readServiceOrigin(address: string, setting: string): string {
  const problem = describeAddressProblem(address);
  if (problem) throw new Error(`${setting}: ${problem}, got ${JSON.stringify(address)}`);
  return new URL(address).origin;
}
