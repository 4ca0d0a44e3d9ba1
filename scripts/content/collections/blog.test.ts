import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, test } from "vitest";

import { LARGE_IMAGE_BYTES } from "../images.ts";
import { loadContent } from "../load.ts";
import { drawing, listProblems, loadFixture, markdownFile, writeContent } from "../test-content.ts";
import { formatReadTime, formatViews, WORDS_PER_MINUTE } from "./blog.ts";

/** A valid post's front matter, with lines replaced or left out by field name (`null` leaves it out). */
function post(fields: Record<string, string | null> = {}, body?: string) {
  const lines: Record<string, string | null> = {
    title: "title: A post",
    excerpt: "excerpt: What the post is about.",
    date: "date: 2026-10-27",
    category: "category: Education",
    tags: "tags: [Cash Flow, Finance]",
    author: "author: Daniel Okafor",
    ...fields,
  };
  return markdownFile(
    Object.values(lines).filter((line): line is string => line !== null),
    body,
  );
}

const BLOG = "content/blog/";

describe("a broken post stops the build with one line per problem", () => {
  test("a category the blog does not have", () => {
    expect(
      listProblems({ "content/blog/a-post.md": post({ category: "category: Marketing" }) }, BLOG),
    ).toEqual([
      'content/blog/a-post.md, line 5: category: expected one of "Technology", "Education", "Career", "Learning Tips", "Industry News", got "Marketing"',
    ]);
  });

  test("a date that is not a date", () => {
    expect(
      listProblems(
        {
          "content/blog/a-post.md": post({ date: "date: 27 October 2026" }),
          "content/blog/b-post.md": post({ title: "title: B", date: "date: 2026-02-30" }),
        },
        BLOG,
      ),
    ).toEqual([
      'content/blog/a-post.md, line 4: date: expected a date written YYYY-MM-DD, such as 2026-10-27, got "27 October 2026"',
      'content/blog/b-post.md, line 4: date: expected a date written YYYY-MM-DD, such as 2026-10-27, got "2026-02-30"',
    ]);
  });

  test("a missing required field, and a field the blog does not know", () => {
    expect(
      listProblems({ "content/blog/a-post.md": post({ excerpt: null, summary: "summary: x" }) }, BLOG),
    ).toEqual([
      "content/blog/a-post.md: excerpt: missing: expected a text",
      "content/blog/a-post.md, line 7: summary: unknown field (the fields here: title, excerpt, date, category, tags, author, featured, image, views)",
    ]);
  });

  // Two files cannot share a name, so two posts cannot share an address; they can share a title, and then their
  // cards, their "Read More about …" links and their pages would read the same.
  test("two posts with the same title", () => {
    expect(
      listProblems(
        {
          "content/blog/a-post.md": post({ title: "title: Cash Is King" }),
          "content/blog/b-post.md": post({ title: "title: Cash Is King" }),
        },
        BLOG,
      ),
    ).toEqual(['content/blog/a-post.md and content/blog/b-post.md: title: both files have "Cash Is King": change one of them']);
  });

  test("two featured posts", () => {
    expect(
      listProblems(
        {
          "content/blog/a-post.md": post({ featured: "featured: true" }),
          "content/blog/b-post.md": post({ title: "title: B", featured: "featured: true" }),
        },
        BLOG,
      ),
    ).toEqual([
      "content/blog/b-post.md: featured: only one post can be featured, and content/blog/a-post.md already is",
    ]);
  });

  test("a file name that cannot be an address, and a picture that is not in public/", () => {
    expect(
      listProblems({ "content/blog/My Post.md": post({ image: "image: /images/blog/missing.svg" }) }, BLOG),
    ).toEqual([
      "content/blog/My Post.md: the file name is the page's address (/blog/My Post): use lowercase letters, digits and hyphens only, such as my-first-post.md",
      "content/blog/My Post.md: image: there is no file public/images/blog/missing.svg",
    ]);
  });

  test("every broken file is reported in one build", () => {
    const lines = listProblems(
      {
        "content/blog/a-post.md": post({ category: "category: Marketing" }),
        "content/blog/b-post.md": post({ title: "title: B", tags: "tags: []" }),
        "content/blog/c-post.md": "no front matter",
      },
      BLOG,
    );
    expect(lines).toEqual([
      'content/blog/a-post.md, line 5: category: expected one of "Technology", "Education", "Career", "Learning Tips", "Industry News", got "Marketing"',
      "content/blog/b-post.md, line 6: tags: expected at least one tag, got an empty list",
      "content/blog/c-post.md: expected front matter between two lines of three dashes (---) at the top",
    ]);
  });
});

describe("what the build derives from the posts", () => {
  test("newest first with ids from 1, the newest featured, the read time from the words", () => {
    const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");
    const { blog } = loadFixture({
      "content/blog/older.md": post({ title: "title: Older", date: "date: 2025-01-02" }, words(201)),
      "content/blog/newer.md": post({ title: "title: Newer", date: "date: 2026-03-04" }, words(200)),
      "content/blog/same-day.md": post({ title: "title: Same day", date: "date: 2026-03-04" }, "Short."),
    });
    expect(blog.map(({ slug, id, featured, readTime }) => ({ slug, id, featured, readTime }))).toEqual([
      { slug: "newer", id: 1, featured: true, readTime: "1 min read" },
      { slug: "same-day", id: 2, featured: false, readTime: "1 min read" },
      { slug: "older", id: 3, featured: false, readTime: "2 min read" },
    ]);
  });

  test("featured: true features an older post without changing the order", () => {
    const { blog } = loadFixture({
      "content/blog/older.md": post({
        title: "title: Older",
        date: "date: 2025-01-02",
        featured: "featured: true",
      }),
      "content/blog/newer.md": post({ title: "title: Newer" }),
    });
    expect(blog.map(({ slug, featured }) => [slug, featured])).toEqual([
      ["newer", false],
      ["older", true],
    ]);
  });

  test("the picture: the one named, else /images/blog/{slug}.svg if it exists, else the blog's own; a photo resized", async () => {
    const root = writeContent({
      "content/blog/drawn.md": post({ title: "title: Drawn" }),
      "content/blog/named.md": post({ title: "title: Named", image: "image: /images/cover.png" }),
      "content/blog/plain.md": post({ title: "title: Plain" }),
    });
    mkdirSync(path.join(root, "public/images/blog"), { recursive: true });
    writeFileSync(
      path.join(root, "public/images/blog/drawn.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"/>',
    );
    await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#336699" } })
      .png()
      .toFile(path.join(root, "public/images/cover.png"));
    const images = Object.fromEntries(loadContent(root, {}).blog.map((entry) => [entry.slug, entry.image]));
    expect(images.drawn).toEqual({ src: "/images/blog/drawn.svg", width: 1200, height: 675 });
    expect(images.plain).toMatchObject({ src: drawing("/images/blog/post.svg") });
    // A photo: its largest copy's size (1536 wide, 4:3 kept); Astro's image service writes the copies.
    expect(images.named).toEqual({
      src: "/images/cover.png",
      width: 1536,
      height: 1152,
      photoSource: path.join(root, "public/images/cover.png"),
    });
  });

  test("a picture above the guide's size is published resized, and the build warns, naming the file", async () => {
    const root = writeContent({
      "content/blog/big.md": post({ title: "title: Big", image: "image: /images/blog/big.jpg" }),
    });
    mkdirSync(path.join(root, "public/images/blog"), { recursive: true });
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#996633" } })
      .jpeg()
      .toBuffer();
    // A phone's photo is mostly detail; bytes after the picture's end make this one as heavy.
    writeFileSync(
      path.join(root, "public/images/blog/big.jpg"),
      Buffer.concat([photo, Buffer.alloc(LARGE_IMAGE_BYTES)]),
    );
    const content = loadContent(root, {});
    expect(content.blog[0]?.image).toMatchObject({ width: 1536, photoSource: expect.stringMatching(/big\.jpg$/) });
    expect(content.warnings.filter((warning) => warning.includes("big.jpg"))).toEqual([
      expect.stringMatching(
        /^public\/images\/blog\/big\.jpg: 2\.\d MB, more than 2\.0 MB: the pages show resized copies, but the file itself is published/,
      ),
    ]);
  });

  test("the body is compiled to HTML with the site's placeholders filled; views are rounded", () => {
    const { blog, site } = loadFixture({
      "content/blog/a-post.md": post(
        { views: "views: 2300" },
        "## Ask us\n\nWrite to [us](mailto:{site.email}) and we reply within **{promises.replyTime}**.",
      ),
    });
    expect(blog[0]?.html).toBe(
      `<h2>Ask us</h2>\n<p>Write to <a href="mailto:hello@test.org">us</a> and we reply within <strong>${site.promises.replyTime}</strong>.</p>`,
    );
    expect(blog[0]?.views).toBe("2.3k");
  });

  test("read times and view counts read as the cards show them", () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect([0, 1, 200, 201, 640].map(formatReadTime)).toEqual([
      "1 min read",
      "1 min read",
      "1 min read",
      "2 min read",
      "4 min read",
    ]);
    expect([950, 1000, 2300, 2349, 12_500, 1_250_000].map(formatViews)).toEqual([
      "950",
      "1k",
      "2.3k",
      "2.3k",
      "12.5k",
      "1.3M",
    ]);
  });
});
