import { content } from "../content";
import { expect, test, WORK_TIME } from "../fixtures";
import { PAGE_PATHS } from "../site-paths";

type ServedPage = { path: string; text: string; description: string; jsonLd: unknown[] };

let pages: ServedPage[] = [];

// The tests read what one visit of every page collected: in one worker, in order, that visit is made once.
test.describe.configure({ mode: "default" });

test.beforeAll(async ({ browser }) => {
  // A hook's budget is set here: allowTime adds to a test's.
  test.setTimeout(30_000 + PAGE_PATHS.length * WORK_TIME.pageLoad);
  const page = await browser.newPage();
  pages = [];
  for (const path of PAGE_PATHS) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    pages.push(
      await page.evaluate((pagePath) => {
        const main = document.querySelector("main");
        return {
          path: pagePath,
          // textContent, not innerText: closed accordions and tab panels are part of what a page says.
          text: (main?.textContent ?? "").replace(/\s+/g, " "),
          description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((node) =>
            JSON.parse(node.textContent ?? "null"),
          ),
        };
      }, path),
    );
  }
  await page.close();
});

function everything(page: ServedPage) {
  return `${page.text} ${page.description} ${JSON.stringify(page.jsonLd)}`;
}

test("the certificate is earned by the final assessment, as every curriculum ends with one", () => {
  const finals = Object.values(content.courseDetails).map((details) =>
    details.curriculum.at(-1)?.lectures.some((lecture) => /final assessment/i.test(lecture.title)),
  );
  expect(finals.every(Boolean), "every curriculum ends with a final assessment").toBe(true);
  const saying = pages.filter((page) => /final assignment/i.test(everything(page))).map((page) => page.path);
  expect(saying, "pages that call it a final assignment").toEqual([]);
  // Where a page states what earns the certificate, it names the final assessment.
  const conditions = pages.flatMap((page) =>
    [...page.text.matchAll(/[^.]*\b(?:complete|finish)[^.]*\bcertificate\b[^.]*\./gi)]
      .map((match) => match[0].trim())
      .filter((sentence) => /\b(every|all)\b/i.test(sentence) && !/final assessment/i.test(sentence))
      .map((sentence) => `${page.path}: ${sentence}`),
  );
  expect(conditions, "certificate conditions without the final assessment").toEqual([]);
});

test("the careers page describes the workplaces its job postings offer", () => {
  const careers = pages.find((page) => page.path === "/careers");
  if (!careers) throw new Error("no careers page");
  const JOBS = content.jobs;
  const onsite = JOBS.flatMap((job) => (job.workplace.kind === "onsite" ? [job.workplace.locality] : []));
  const remote = JOBS.filter((job) => job.workplace.kind === "remote");
  const postings = careers.jsonLd.filter(
    (data): data is { jobLocationType?: string } =>
      typeof data === "object" && data !== null && Reflect.get(data, "@type") === "JobPosting",
  );
  expect(postings.filter((posting) => posting.jobLocationType === "TELECOMMUTE")).toHaveLength(remote.length);
  if (onsite.length > 0) {
    expect(everything(careers)).not.toMatch(/remote[- ]first|fully remote team|all[- ]remote/i);
    for (const locality of onsite) expect(careers.description).toContain(locality);
  }
  if (remote.length > 0) expect(careers.description).toMatch(/remote/i);
});

test("every page that mentions the guarantee or refunds states the policy's terms", () => {
  const { promises } = content.site;
  const guarantee = promises.guarantee.replace(/-/g, "[- ]");
  const contradictions = pages.flatMap((page) => {
    const found = [];
    for (const match of page.text.matchAll(/(\d+)[- ]day money[- ]back guarantee/gi)) {
      if (!new RegExp(guarantee, "i").test(match[0])) found.push(`${page.path}: ${match[0]}`);
    }
    for (const match of page.text.matchAll(/refunds? [^.]*?processed (?:with)?in ([\d-]+ business days)/gi)) {
      if (promises.refundProcessing !== match[1]) found.push(`${page.path}: ${match[0]}`);
    }
    return found;
  });
  expect(contradictions).toEqual([]);
});

test("every reply time a page states is one of the promises of the site's settings (site.yml)", () => {
  const { promises } = content.site;
  const promised = [promises.replyTime, promises.supportResponseTime, promises.applicationReplyTime];
  const stray = pages.flatMap((page) =>
    `${page.text}. ${page.description}`
      .split(/[.!?:;]/)
      .filter((sentence) => /\b(?:reply|replies|respond|response|answers?|get back)\b/i.test(sentence))
      .flatMap((sentence) => [
        ...sentence.matchAll(/\bwithin (\d+(?:-\d+)? (?:hours?|business days|days))/gi),
      ])
      .map((match) => match[1] ?? "")
      // A refund request's window, and the law's 30 days to complete a data request, are not reply times.
      .filter((time) => !promised.includes(time) && time !== promises.refundWindow && time !== "30 days")
      .map((time) => `${page.path}: within ${time}`),
  );
  expect(stray).toEqual([]);
});
