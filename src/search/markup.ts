/**
 * What the page's HTML and the scripts agree on about the search (src/sections/SearchField.tsx,
 * src/islands/boot.ts, src/search/search.ts): the attribute that marks a search field's element
 * with its language's index, and the one with the page's language.
 */
export const SEARCH = 'data-search'
export const SEARCH_LANG = 'data-search-lang'
