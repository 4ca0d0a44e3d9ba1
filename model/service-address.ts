// Checked before they reach a form, a script or the CSP, which is written from their origins (decision 0042).

/** What a host and path are written with; `;`, `,`, `*`, quotes and spaces would end a policy's source list. */
const ADDRESS_CHARACTER = /[A-Za-z0-9\-._~%/:@?&=+]/;
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

/** In words, or null: an https:// URL (http:// on this machine) of a named host, plain URL characters only. */
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

export function readServiceOrigin(address: string, setting: string): string {
  const problem = describeAddressProblem(address);
  if (problem) throw new Error(`${setting}: ${problem}, got ${JSON.stringify(address)}`);
  return new URL(address).origin;
}
