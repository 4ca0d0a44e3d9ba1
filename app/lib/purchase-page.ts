import { findCourse } from "./find-course";

/**
 * The course a purchase page is for, for the route's loaders: the prerender puts it into the page's HTML, a visit
 * from another page imports the catalogue then, so the page's JavaScript does not carry every course. An unknown
 * id falls back to course 1.
 */
export function readPurchasePage(id: string | undefined) {
  return { course: findCourse(id) };
}
