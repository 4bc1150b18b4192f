/**
 * What the page's HTML and the scripts agree on about the search (src/sections/SearchField.tsx,
 * src/islands/boot.ts, src/search/search.ts): the attribute that marks a search field's element
 * with its language's index.
 */
export const SEARCH = 'data-search'

/**
 * The class of the line in a search field's element that says the search cannot load (offline, a
 * host error), hidden until then: shown by the boot script when the search's code cannot load,
 * by the search when its index cannot, each trying again by itself.
 */
export const SEARCH_UNAVAILABLE = 'search-unavailable'

/**
 * On the 404 page's search field's element, served at any missing address: each other
 * language's index, by its home page's address, as JSON (`{"/pl/": {"lang": "pl", "index":
 * "/pl/search/index.json"}}`): an address under it is searched in that language.
 */
export const SEARCH_LANGUAGES = 'data-search-languages'

/**
 * The key of the search's files (its module first) in the page's list of the scripts' files
 * (src/islands/markup.ts, ENTRIES_ID): loaded again from a fresh address after a failed load.
 */
export const SEARCH_ENTRY = 'search'
