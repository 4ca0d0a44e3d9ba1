import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";

import { StarRating } from "./star-rating";

function countStars(container: HTMLElement) {
  return {
    full: container.querySelectorAll('svg.fill-star use[href$="#star"]').length,
    half: container.querySelectorAll('svg.fill-star use[href$="#star-half"]').length,
  };
}

test("has an accessible label with the rating", () => {
  render(<StarRating rating={4.9} />);
  expect(screen.getByRole("img", { name: "Rated 4.9 out of 5" })).toBeInTheDocument();
});

test.each([
  [4.9, { full: 4, half: 1 }],
  [4.8, { full: 4, half: 1 }],
  [4.4, { full: 4, half: 0 }],
  [5, { full: 5, half: 0 }],
  [0, { full: 0, half: 0 }],
])("%d shows %o", (rating, expected) => {
  const { container } = render(<StarRating rating={rating} />);
  expect(countStars(container)).toEqual(expected);
});
