import { expect, test } from "vitest";

import { buildNewsletterFields, describeNewsletterProblem, resolveNewsletter } from "./newsletter";

test("without a provider Subscribe stays an email draft; a provider needs an address to post to", () => {
  expect(resolveNewsletter({})).toBeNull();
  expect(resolveNewsletter({ newsletter: "kit" })).toBeNull();
  expect(describeNewsletterProblem({ newsletter: "kit" })).toMatch(/newsletterEndpoint is empty/);
  expect(
    describeNewsletterProblem({ newsletter: "form", formEndpoint: "https://formspree.io/f/x" }),
  ).toBeNull();
});

test("the form service as the list takes the form endpoint unless the newsletter has its own", () => {
  expect(resolveNewsletter({ newsletter: "form", formEndpoint: "https://formspree.io/f/x" })?.url).toBe(
    "https://formspree.io/f/x",
  );
  expect(
    resolveNewsletter({
      newsletter: "form",
      formEndpoint: "https://formspree.io/f/x",
      newsletterEndpoint: "https://formspree.io/f/y",
    })?.url,
  ).toBe("https://formspree.io/f/y");
});

test("each provider gets the address under the name its own sign-up form uses, and nothing else of the visitor", () => {
  expect(
    buildNewsletterFields("buttondown", " ada@example.org ", "Newsletter subscription: ada@example.org"),
  ).toEqual({
    email: "ada@example.org",
    embed: "1",
  });
  expect(buildNewsletterFields("kit", "ada@example.org", "s")).toEqual({ email_address: "ada@example.org" });
  expect(
    buildNewsletterFields("form", "ada@example.org", "Newsletter subscription: ada@example.org"),
  ).toEqual({
    email: "ada@example.org",
    _subject: "Newsletter subscription: ada@example.org",
  });
});
