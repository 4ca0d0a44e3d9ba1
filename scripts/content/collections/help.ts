import { nameLevel, writePricesIn } from "../../../model/course-format.ts";
import type { CourseLevel } from "../../../model/course-options.ts";
import {
  type Help,
  type HelpArticlePage,
  helpArticleSchema,
  helpSchema,
} from "../../../model/schemas/help.ts";
import { type Texts, translator } from "../../../model/ui-texts.ts";
import type { CollectionDescriptor } from "../collection.ts";
import { listCountPlaceholders, listNames } from "../counts.ts";
import type { ContentFiles } from "../files.ts";
import { readMarkdownFolder } from "../folder.ts";
import { renderMarkdown, toPlainText } from "../markdown.ts";
import { describeValue } from "../problems.ts";

export const HELP_FILE = "content/help.yml";
export const HELP_ARTICLES_FOLDER = "content/help";

export const helpCollection: CollectionDescriptor = {
  name: "help",
  label: "Help Center",
  description: "The Help Center's topics, frequently asked questions and quick links.",
  files: { kind: "file", file: HELP_FILE },
  schema: helpSchema,
};

export const helpArticlesCollection: CollectionDescriptor = {
  name: "helpArticles",
  label: "Help articles",
  description: "The Help Center's articles: one file per article, its address /help/{file name}.",
  files: { kind: "folder", folder: HELP_ARTICLES_FOLDER, body: "The article, in Markdown" },
  schema: helpArticleSchema,
};

/**
 * content/help.yml and the articles of content/help/, in the order of the topic cards. Problems: an article
 * whose topic is not in help.yml, a topic without articles, two articles of a topic at the same place, two
 * articles with the same title (their pages would be named alike), two questions with the same id, a file name
 * that is not an address.
 */
export function loadHelp(files: ContentFiles): { help: Help; helpArticles: HelpArticlePage[] } | undefined {
  const problems = files.problems;
  const file = problems.parse(helpSchema, files.readYaml(HELP_FILE), HELP_FILE);
  // The articles and the later files may count and name the topics: {topics.count}, {topics.list}.
  if (file) {
    files.placeholders = {
      ...files.placeholders,
      ...listCountPlaceholders("topics", file.topics.length, files.textLang),
      "topics.list": listNames(
        file.topics.map((topic) => topic.title),
        files.textLang,
      ),
    };
  } else files.checkPlaceholders = false;

  const articles = readMarkdownFolder(files, HELP_ARTICLES_FOLDER, helpArticleSchema, {
    address: "/help/",
    example: "resetting-your-password.md",
  });
  problems.checkUnique(
    articles.map(({ file: path, data }) => ({ file: path, item: data })),
    "title",
  );
  if (!file) return undefined;

  const faqIds = new Map<string, number>();
  file.faqs.forEach((faq, index) => {
    const first = faqIds.get(faq.id);
    if (first === undefined) faqIds.set(faq.id, index);
    else
      problems.add({
        file: HELP_FILE,
        field: `faqs[${index}].id`,
        message: `${describeValue(faq.id)} is already the id of faqs[${first}]`,
      });
  });

  const titles = file.topics.map((topic) => topic.title);
  const topics = file.topics.map(({ title, icon }, index) => {
    const first = titles.indexOf(title);
    if (first !== index) {
      problems.add({
        file: HELP_FILE,
        field: `topics[${index}]`,
        message: `${describeValue(title)} is already topics[${first}]`,
      });
    }
    const own = articles
      .filter(({ data }) => data.topic === title)
      .sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug));
    if (own.length === 0) {
      problems.add({
        file: HELP_FILE,
        field: `topics[${index}]`,
        message: `no help article has the topic ${describeValue(title)} (set \`topic: ${title}\` in a file of ${HELP_ARTICLES_FOLDER}/, or remove the topic)`,
      });
    }
    own.forEach((article, position) => {
      const previous = own[position - 1];
      if (previous && previous.data.order === article.data.order) {
        problems.add({
          file: article.file,
          field: "order",
          message: `${article.data.order} is already the place of ${previous.file} in the topic ${describeValue(title)}`,
        });
      }
    });
    return { title, icon, articles: own };
  });
  for (const article of articles) {
    if (!titles.includes(article.data.topic)) {
      problems.add({
        file: article.file,
        field: "topic",
        message: `expected one of the topics of ${HELP_FILE} (${titles.map((topic) => JSON.stringify(topic)).join(", ")}), got ${describeValue(article.data.topic)}`,
      });
    }
  }

  return {
    help: {
      topics: topics.map(({ title, icon, articles: own }) => ({
        title,
        icon,
        articles: own.map(({ slug, data }) => ({ slug, title: data.title })),
      })),
      faqs: file.faqs,
      quickLinks: file.quickLinks,
    },
    helpArticles: topics.flatMap(({ articles: own }) =>
      own.map(({ file: articleFile, slug, data, body }) => ({
        slug,
        title: data.title,
        topic: data.topic,
        summary: data.summary,
        related: data.related,
        html: renderMarkdown(body, { files, file: articleFile }),
        text: toPlainText(body),
      })),
    ),
  };
}

/** A course as the help articles quote it. */
export type CourseFacts = {
  title: string;
  shortTitle: string;
  level: CourseLevel;
  duration: string;
  price: string;
  priceAmount: number;
  students: number;
};

/**
 * The catalogue's facts the help articles quote, so that a new price or a fifth course changes them too:
 * {courses.count} ("four") and {courses.list}, a Markdown list of one line per course (on a line of its own),
 * worded by `texts` (the dictionary of `lang`): its level named, its duration and price written by Intl in `lang`.
 */
export function listCoursePlaceholders(
  courses: ReadonlyArray<CourseFacts>,
  lang: string,
  texts: Texts,
  currency: string,
): Record<string, string> {
  const t = translator(texts);
  return {
    // "four", "Four" at the start of a sentence, "4" as a figure (the About page's "Courses 4").
    ...listCountPlaceholders("courses", courses.length, lang),
    // The topics, as a sentence lists them: "A, B, C and D" (each course's short title, in catalogue order).
    "courses.topics": listNames(
      courses.map((course) => course.shortTitle),
      lang,
    ),
    // The learners of every course offered, as a figure: the About page's "Students enrolled".
    "courses.students": courses
      .reduce((sum, course) => sum + course.students, 0)
      .toLocaleString(/^en\b/i.test(lang) ? "en-US" : lang),
    "courses.list": courses
      .map((course) => {
        const { price, duration } = writePricesIn(course, currency, lang);
        const line = t("facts.courseLine", { course: course.title, level: nameLevel(course.level, texts), duration, price });
        return `- ${line}`;
      })
      .join("\n"),
  };
}
