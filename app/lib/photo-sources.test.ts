import { describe, expect, test } from "vitest";

import { attachPhotoSources, MARKUP_PHOTOS } from "./photo-sources.ts";

const toImage = async (file: string) => `image:${file}`;

describe("attachPhotoSources", () => {
  test("gives each picture's photoSource to image(), wherever it sits, and leaves drawings and other fields", async () => {
    const instructor = {
      name: "Ana",
      photo: {
        src: "/images/instructors/ana.jpg",
        width: 768,
        height: 768,
        photoSource: "/site/public/ana.jpg",
      },
    };
    const course = { cover: { src: "/images/courses/course.svg", width: 1200, height: 675 }, tags: ["a"] };
    expect(await attachPhotoSources({ instructors: [instructor], course }, toImage)).toEqual({
      instructors: [
        { ...instructor, photo: { ...instructor.photo, photoSource: "image:/site/public/ana.jpg" } },
      ],
      course,
    });
  });

  test("collects the photos a Markdown text's markup names, by file, once each", async () => {
    const img =
      '<img data-photo="/site/public/a&amp;b.jpg" alt="" loading="lazy" decoding="async" width="1" height="1">';
    const data = { html: `<p>${img}</p>`, excerpt: img };
    expect(await attachPhotoSources(data, toImage)).toEqual({
      ...data,
      [MARKUP_PHOTOS]: { "/site/public/a&b.jpg": "image:/site/public/a&b.jpg" },
    });
  });
});
