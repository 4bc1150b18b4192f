/**
 * What the page's HTML and the scripts agree on about the search (src/sections/SearchField.tsx,
 * src/islands/boot.ts, src/search/search.ts): the attribute that marks a search field's element
 * with its language's index.
 */
export const SEARCH = 'data-search'
