/**
 * A function that imports the module holding it on its first call, for route loaders whose content must stay out
 * of the page's JavaScript: `importOnCall(async () => (await import("./course-page")).readCoursePage)`.
 */
export function importOnCall<Args extends unknown[], Result>(load: () => Promise<(...args: Args) => Result>) {
  return async (...args: Args) => (await load())(...args);
}
