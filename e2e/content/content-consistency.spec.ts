import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { expect, test } from "@playwright/test";

import { REPOSITORY_ROOT } from "../../scripts/content/load.ts";
import { htmlFileFor } from "../../scripts/page-weight.mjs";
import { buildCopy, copyCheckout } from "../checkout-copy";
import { EXPIRED_JOB, MUTATIONS } from "../content-mutations";
import { readHtmlText } from "../html-text";

// Each fact once (issue 26, decision 0020); no browser: the built files are what a visitor and a crawler get.

const BUILD_DIRECTORY = "build/consistency";

/** dt and dd read together as one sentence: "Courses 4". */
const INLINE = /^(?:a|abbr|b|bdi|code|em|i|kbd|mark|q|s|small|span|strong|sub|sup|time|u|br|wbr|dt|dd)$/i;

export function readPageSentences(html: string): string[] {
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "")
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<\/?([a-z][\w-]*)\b[^>]*>/gi, (tag, name: string) => (INLINE.test(name) ? " " : "\n"));
  return [title, description, ...body.split("\n")]
    .map((block) => readHtmlText(block))
    .flatMap((block) => block.split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/))
    .filter((sentence) => /\w/.test(sentence));
}

function listPages(client: string, folder = client): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "admin" ? [] : listPages(client, path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

test("a build of changed content states no old value on any page", () => {
  const { root, remove } = copyCheckout("meridian-facts-");
  try {
    for (const mutation of MUTATIONS) mutation.apply(root);
    const build = buildCopy(root, BUILD_DIRECTORY);
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    const client = join(REPOSITORY_ROOT, BUILD_DIRECTORY, "client");
    const pages = listPages(client).map((file) => ({
      path: `/${relative(client, file)}`.replace(/(?:\/?index)?\.html$/, "") || "/",
      sentences: readPageSentences(readFileSync(file, "utf8")),
    }));
    expect(pages.length).toBeGreaterThan(20);
    const found = MUTATIONS.flatMap((mutation) =>
      pages.flatMap(({ path, sentences }) =>
        sentences
          .filter((sentence) =>
            mutation.stale.some((stale) =>
              typeof stale === "function" ? stale(sentence) : stale.test(sentence),
            ),
          )
          .filter((sentence) => !mutation.unrelated?.some((pattern) => pattern.test(sentence)))
          .map((sentence) => `${mutation.fact} | ${path} | ${sentence}`),
      ),
    );
    const missing = MUTATIONS.filter(
      (mutation) =>
        !pages.some(({ sentences }) => sentences.some((sentence) => mutation.fresh.test(sentence))),
    ).map((mutation) => `${mutation.fact}: no page states ${mutation.fresh}`);
    expect([...new Set(found)], "sentences stating an old value").toEqual([]);
    expect(missing, "new values no page states").toEqual([]);
    expect(`${build.stdout}\n${build.stderr}`).toContain(`${EXPIRED_JOB.file}: applications closed on`);
    const careers = readFileSync(htmlFileFor("/careers", client), "utf8");
    const postings = [...careers.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json ?? "null"))
      .flatMap((data) => (Array.isArray(data) ? data : [data]))
      .filter((data) => data?.["@type"] === "JobPosting");
    expect(postings.length).toBeGreaterThan(0);
    expect(postings.map((posting) => posting.title)).not.toContain(EXPIRED_JOB.title);
  } finally {
    remove();
  }
});
