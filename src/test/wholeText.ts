import type { MatcherFunction } from '@testing-library/react'

/**
 * Finds the element whose whole text, its children's included, is `text`: a sentence whose catalogue codes are set in
 * elements of their own (CodeText) is not one text node, which getByText('…') looks for.
 */
export const wholeText =
  (text: string): MatcherFunction =>
  (_content, element) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text)
