/**
 * The site's search, in the visitor's browser: loaded by the boot script on the first focus of a
 * search field (or `/`), with the language's index (search/index.json, made at build time:
 * src/search/documents.ts), which MiniSearch indexes here in a few milliseconds. Results show
 * under the field as the visitor types: title, kind, day, an excerpt with the words found
 * marked. Arrows move through them, Enter opens one, Escape closes them; a screen reader hears
 * how many there are. Where the index cannot load (offline, a host error), the field's line says
 * so (SEARCH_UNAVAILABLE), and the next key or the connection coming back tries again.
 */
import MiniSearch, { type SearchResult } from 'minisearch'
import type { SearchDocument, SearchIndex, SearchLabels } from './documents.ts'
import { SEARCH, SEARCH_LANGUAGES, SEARCH_UNAVAILABLE } from './markup.ts'
import { excerpt, fold, marked, type Piece } from './match.ts'
import stylesheet from './search.css?url'

/** Fewer letters than this find nothing yet: one letter starts half the words of a language. */
const MIN_QUERY = 2
/** How long the count waits for the typing to stop before a screen reader hears it. */
const ANNOUNCE_AFTER_MS = 600
const MAX_RESULTS = 12

interface Search {
  labels: SearchLabels
  documents: readonly SearchDocument[]
  engine: MiniSearch<SearchDocument & { id: number }>
}

const indexes = new Map<string, Promise<Search>>()

/** Where the parts of a result's text read as lines: the CV's page and its roles. */
const IN_LINES: ReadonlySet<SearchDocument['kind']> = new Set(['cv', 'role'])

/**
 * A document's address as words (its page's last part: an article's or a case study's name,
 * which the index's tokenizer splits at its hyphens), so the words of an address find its page in
 * every language (the 404 page's guess: src/search/guess.ts); none for a section of the home
 * page.
 */
const addressOf = ({ href }: SearchDocument) =>
  href.includes('#') ? '' : (href.split('/').filter(Boolean).pop() ?? '')

/** The language's index, fetched and indexed once (asked for again after a failure). */
function indexAt(href: string): Promise<Search> {
  const started = indexes.get(href)
  if (started) return started
  const loading = fetch(href)
    .then((answer) => {
      if (!answer.ok) throw new Error(`${href}: ${answer.status}`)
      return answer.json() as Promise<SearchIndex>
    })
    .then(({ labels, documents }) => {
      const engine = new MiniSearch<SearchDocument & { id: number }>({
        fields: ['title', 'text', 'address'],
        extractField: (document, field) =>
          field === 'address' ? addressOf(document) : String(document[field as 'title'] ?? ''),
        processTerm: (term) => fold(term),
        searchOptions: {
          boost: { title: 3 },
          prefix: true,
          fuzzy: (term) => (term.length > 4 ? 0.2 : false),
          combineWith: 'AND',
        },
      })
      engine.addAll(documents.map((document, id) => ({ ...document, id })))
      return { labels, documents, engine }
    })
  indexes.set(href, loading)
  loading.catch(() => indexes.delete(href))
  return loading
}

/** A piece of text as nodes: the words found in <mark>, the rest as text (never as HTML). */
const nodes = (pieces: readonly Piece[]) =>
  pieces.map(({ text, marked: found }) => {
    if (!found) return document.createTextNode(text)
    const mark = document.createElement('mark')
    mark.textContent = text
    return mark
  })

function span(className: string, ...children: (Node | string)[]) {
  const element = document.createElement('span')
  element.className = className
  element.append(...children)
  return element
}

/** One result: a link with its title, kind (and day, and language), excerpt. */
function resultItem(
  entry: SearchDocument,
  terms: readonly string[],
  labels: SearchLabels,
): HTMLLIElement {
  const item = document.createElement('li')
  const link = document.createElement('a')
  link.href = entry.href
  if (entry.lang) link.hreflang = entry.lang
  const title = span('search-title', ...nodes(marked(entry.title, terms)))
  if (entry.lang) title.lang = entry.lang
  const meta = [labels.kinds[entry.kind], entry.day, entry.languageName]
  const lines = IN_LINES.has(entry.kind)
  const text = span(
    lines ? 'search-excerpt search-lines' : 'search-excerpt',
    ...nodes(excerpt(entry.text, terms, undefined, lines)),
  )
  if (entry.lang) text.lang = entry.lang
  link.append(title, span('search-meta', meta.filter(Boolean).join(' · ')), text)
  item.append(link)
  return item
}

/**
 * The results' stylesheet (search.css), asked for as the search starts: no page carries its
 * rules before. Results show once it is in (or failed: they show unstyled rather than not, and
 * the next search asks for it again).
 */
let styled: Promise<void> | undefined
const style = () =>
  (styled ??= new Promise<void>((done) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = stylesheet
    link.onload = () => done()
    link.onerror = () => {
      link.remove()
      styled = undefined
      done()
    }
    document.head.append(link)
  }))
style()

/** Wires one search field (its <search> element) to its language's index. */
function start(element: HTMLElement) {
  const input = element.querySelector('input')
  // On the 404 page, the language the missing address is in (SEARCH_LANGUAGES), else the field's.
  const languages: Record<string, { lang: string; index: string }> = JSON.parse(
    element.getAttribute(SEARCH_LANGUAGES) || '{}',
  )
  const language = Object.entries(languages).find(([home]) =>
    location.pathname.startsWith(home),
  )?.[1]
  const href = language?.index ?? element.getAttribute(SEARCH)
  /** The line that says the search cannot load: shown by the boot script until this ran. */
  const unavailable = element.querySelector<HTMLElement>(`.${SEARCH_UNAVAILABLE}`)
  if (unavailable) unavailable.hidden = true
  if (!input || !href) return
  // The status line a screen reader hears the count from, and the results' list under the field.
  const status = document.createElement('p')
  status.className = 'sr-only'
  status.setAttribute('role', 'status')
  const panel = document.createElement('div')
  panel.className = 'search-results'
  panel.id = `${input.id}-results`
  if (language) panel.lang = language.lang
  panel.hidden = true
  element.append(status, panel)
  input.setAttribute('aria-controls', panel.id)
  const plural = new Intl.PluralRules(
    language?.lang ?? (document.documentElement.lang || undefined),
  )
  let announce: ReturnType<typeof setTimeout> | undefined
  let asked = 0

  const close = () => {
    panel.hidden = true
    if (unavailable) unavailable.hidden = true
  }
  const links = () => [...panel.querySelectorAll('a')]

  async function run() {
    const query = input?.value.trim() ?? ''
    const asking = ++asked
    clearTimeout(announce)
    if (query.length < MIN_QUERY || !panel || !status) {
      close()
      if (status) status.textContent = ''
      return
    }
    let index: Search
    try {
      ;[index] = await Promise.all([indexAt(href ?? ''), style()])
    } catch {
      // Offline, or the host failed: say so under the field (the next key, or the connection
      // coming back, tries again).
      if (asking !== asked) return
      panel.hidden = true
      if (unavailable) unavailable.hidden = false
      return
    }
    // A later query has been asked meanwhile: its results are the ones to show.
    if (asking !== asked) return
    if (unavailable) unavailable.hidden = true
    const { labels, documents, engine } = index
    const found: SearchResult[] = engine.search(query)
    // The page's language's results first (the index lists them first), each group best first.
    const results = found
      .map((result) => ({ result, document: documents[result.id as number] }))
      .filter((entry): entry is { result: SearchResult; document: SearchDocument } =>
        Boolean(entry.document),
      )
      .sort((a, b) => Number(Boolean(a.document.lang)) - Number(Boolean(b.document.lang)))
    const list = document.createElement('ul')
    for (const { result, document: entry } of results.slice(0, MAX_RESULTS))
      list.append(resultItem(entry, result.terms, labels))
    const none = labels.noResults.replace('{query}', query)
    if (results.length > 0) panel.replaceChildren(list)
    else {
      const empty = document.createElement('p')
      empty.className = 'search-empty'
      empty.textContent = none
      panel.replaceChildren(empty)
    }
    panel.hidden = false
    const count = results.length
    const said =
      count === 0
        ? none
        : (labels.results[plural.select(count)] ?? labels.results.other).replace(
            '{count}',
            String(count),
          )
    announce = setTimeout(() => {
      status.textContent = said
    }, ANNOUNCE_AFTER_MS)
  }

  const search = () => void run()
  input.addEventListener('input', search)
  // Back online after the index could not load: the visitor's query is searched again.
  addEventListener('online', () => {
    if (unavailable && !unavailable.hidden) search()
  })
  input.addEventListener('focus', () => {
    if (panel.hidden && input.value.trim().length >= MIN_QUERY) search()
  })
  element.addEventListener('keydown', (event) => {
    const all = links()
    const at = all.indexOf(event.target as HTMLAnchorElement)
    if (event.key === 'Escape' && !panel.hidden) {
      // Closes the results only: the menu they are in (on a phone) stays open.
      event.preventDefault()
      event.stopPropagation()
      close()
      input.focus()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (panel.hidden || all.length === 0) return
      event.preventDefault()
      const next = event.key === 'ArrowDown' ? at + 1 : at - 1
      if (next < 0) input.focus()
      else all[Math.min(next, all.length - 1)]?.focus()
    } else if (event.key === 'Enter' && event.target === input && all[0]) {
      event.preventDefault()
      all[0].click()
    }
  })
  // A tap or a focus elsewhere closes the results; a result chosen closes them too.
  const away = (event: Event) => {
    if (!element.contains(event.target as Node)) close()
  }
  document.addEventListener('pointerdown', away)
  document.addEventListener('focusin', away)
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close()
  })
  // What was typed before this script ran is searched at once; else the index is fetched now,
  // while the visitor starts typing.
  if (input.value.trim().length >= MIN_QUERY) search()
  else indexAt(href).catch(() => {})
}

for (const element of document.querySelectorAll<HTMLElement>(`[${SEARCH}]`)) start(element)
