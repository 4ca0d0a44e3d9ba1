import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";

import { readFixtureTexts } from "../../../scripts/content/test-content";
import { StarRating } from "./star-rating";

const TEXTS = readFixtureTexts();

function countStars(container: HTMLElement) {
  return {
    full: container.querySelectorAll('svg.fill-star use[href$="#star"]').length,
    half: container.querySelectorAll('svg.fill-star use[href$="#star-half"]').length,
  };
}

test("has an accessible label with the rating", () => {
  render(<StarRating rating={4.9} texts={TEXTS} />);
  expect(screen.getByRole("img", { name: "Rated 4.9 out of 5" })).toBeInTheDocument();
});

test.each([
  [4.9, { full: 4, half: 1 }],
  [4.8, { full: 4, half: 1 }],
  [4.4, { full: 4, half: 0 }],
  [5, { full: 5, half: 0 }],
  [0, { full: 0, half: 0 }],
])("%d shows %o", (rating, expected) => {
  const { container } = render(<StarRating rating={rating} texts={TEXTS} />);
  expect(countStars(container)).toEqual(expected);
});

test("a German page writes the rating with a decimal comma, in German", () => {
  render(<StarRating rating={4.5} texts={readFixtureTexts("de")} />);
  expect(screen.getByRole("img", { name: "Mit 4,5 von 5 Sternen bewertet" })).toBeInTheDocument();
  expect(screen.getByText("4,5")).toBeInTheDocument();
});
