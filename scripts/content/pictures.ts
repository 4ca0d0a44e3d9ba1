import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { imageSize } from "image-size";

import type { Picture } from "../../model/schemas/fields.ts";
import type { ContentFiles } from "./files.ts";
import { formatPath } from "./problems.ts";

// The pictures content files name outside their texts: a course's cover, an instructor's photo. Each is a file in
// public/, checked here with the line that names it, then prepared by ./images.ts (a photo resized by Astro's image
// service, app/lib/photos.ts); without one, the site's own illustration is shown.

/** The course illustration of a course file without `cover:` (public/images/courses/course.svg). */
export const DEFAULT_COURSE_COVER: Picture = { src: "/images/courses/course.svg", width: 1200, height: 675 };
/** The illustrated instructor of an instructor without `photo:` (public/images/instructors/instructor.svg). */
export const DEFAULT_INSTRUCTOR_PHOTO: Picture = {
  src: "/images/instructors/instructor.svg",
  width: 240,
  height: 240,
};

const KINDS = new Set(["svg", "png", "jpg", "jpeg", "webp", "avif", "gif"]);

/**
 * The picture `file` names at `fieldPath`, with its size; `fallback` when it names none (a course's own
 * illustration, else the site's). A path with no file in
 * public/, or a file that is not a picture, is a problem naming the file's line, and gives undefined.
 */
export function readPicture(
  files: ContentFiles,
  file: string,
  fieldPath: ReadonlyArray<string | number>,
  src: string | undefined,
  fallback: Picture,
): Picture | undefined {
  if (src === undefined) {
    // The site's own drawing, in the brand's colours when they are not the template's (./images.ts).
    const own = files.images.prepare(fallback.src);
    return "image" in own ? { ...fallback, src: own.image.src } : fallback;
  }
  const problem = (message: string) => {
    const line = files.lineOfField(file, fieldPath);
    files.problems.add({ file, ...(line ? { line } : {}), field: formatPath(fieldPath), message });
    return undefined;
  };
  const folder = path.dirname(src);
  const publicFolder = path.join(files.root, "public");
  const absolute = path.join(publicFolder, src);
  if (!absolute.startsWith(publicFolder + path.sep) || !existsSync(absolute) || !statSync(absolute).isFile()) {
    return problem(
      `there is no file public${src}: put the picture in public${folder}/ (the editor's image button does) or correct the path`,
    );
  }
  const extension = path.extname(src).slice(1).toLowerCase();
  let size: ReturnType<typeof imageSize> | undefined;
  try {
    size = KINDS.has(extension) ? imageSize(readFileSync(absolute)) : undefined;
  } catch {
    size = undefined;
  }
  // A phone's photo taken upright is stored sideways with an orientation tag: it is shown turned upright.
  const turned = (size?.orientation ?? 1) >= 5;
  const width = turned ? size?.height : size?.width;
  const height = turned ? size?.width : size?.height;
  if (!width || !height) {
    return problem(`public${src} is not a picture the site can show (JPEG, PNG, WebP, AVIF, GIF or SVG with a size)`);
  }
  // A photo keeps its file for Astro's image service (decision 0072), a large one noted.
  const prepared = files.images.prepare(src, `/images${folder.replace(/^\/images/, "")}/photo.jpg`);
  if ("problem" in prepared) return problem(prepared.problem);
  return prepared.image;
}
