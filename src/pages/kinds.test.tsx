/**
 * A kind of page is one registration (src/pages/kinds.ts): given a made-up kind, the build
 * renders its pages in each language with their versions, gives them its stylesheet, and lets
 * visitors' browsers speculate them; a kind without pages adds nothing.
 */
import { describe, expect, it } from 'vitest'
import type { Language } from '../content/languages.ts'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { homeHead } from '../document/head.ts'
import { languageBuilds, pageStyles, renderSite, speculatedPaths } from '../entry-server.tsx'
import { testBuild } from '../test/build.ts'
import { homePath } from './addresses.ts'
import type { PageKind } from './build.ts'
import { caseStudiesByLanguage } from './caseStudyLinks.ts'
import { pageKinds } from './kinds.ts'

const TEMPLATE = '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>'
const languages: Language[] = [
  { content: site, file: 'src/content/site.ts', prefix: '' },
  { content: { ...site, lang: 'pl', languageName: 'Polski' }, file: 'site.pl.ts', prefix: 'pl/' },
]
const builds = languageBuilds(languages, {
  base: '/',
  pictures: testBuild().pictures,
  caseStudies: caseStudiesByLanguage(languages, '/'),
  emails: [testBuild().email],
})

/** A kind with one page per language, `notes/`, or none where `skip` says so. */
const notes = (skip: (content: SiteContent) => boolean = () => false): PageKind => ({
  name: 'notes',
  pages: (content, build) =>
    skip(content)
      ? []
      : [
          {
            key: 'notes',
            path: `${homePath(build.prefix)}notes/`,
            head: (versions) => ({ ...homeHead(content, `${build.prefix}notes/`), versions }),
            body: (links) => (
              <main>
                {links.map((link) => (
                  <a key={link.lang} href={link.href}>
                    {link.name}
                  </a>
                ))}
              </main>
            ),
          },
        ],
  stylesheet: '.notes{margin:0}\n',
  speculated: (prefix) => [`${prefix}notes/`],
})

describe('a kind of page, registered', () => {
  it('is rendered in every language after the kinds before it, with its versions', () => {
    const pages = renderSite(TEMPLATE, builds, [...pageKinds, notes()])
    const own = pages.filter((page) => page.kind === 'notes')
    expect(own.map((page) => page.path)).toEqual(['notes/', 'pl/notes/'])
    expect(own[0]?.versions).toEqual([
      { lang: 'en', path: 'notes/' },
      { lang: 'pl', path: 'pl/notes/' },
    ])
    expect(own[0]?.html).toContain('<a href="/pl/notes/">Polski</a>')
    expect(own[1]?.html).toContain('<html lang="pl">')
    const before = renderSite(TEMPLATE, builds).map((page) => page.path)
    expect(pages.map((page) => page.path)).toEqual([
      ...before.filter((path) => !path.startsWith('pl/')),
      'notes/',
      ...before.filter((path) => path.startsWith('pl/')),
      'pl/notes/',
    ])
  })

  it('links the header to the other language’s home page where that language lacks the page', () => {
    const pages = renderSite(TEMPLATE, builds, [...pageKinds, notes(({ lang }) => lang === 'pl')])
    expect(pages.filter((page) => page.kind === 'notes').map((page) => page.path)).toEqual([
      'notes/',
    ])
    expect(pages.find((page) => page.path === 'notes/')?.html).toContain(
      '<a href="/pl/">Polski</a>',
    )
  })

  it('gets its stylesheet and its speculated paths only where it has pages', () => {
    expect(pageStyles(builds, [...pageKinds, notes()]).notes).toBe('.notes{margin:0}\n')
    expect(speculatedPaths(builds, [...pageKinds, notes()])).toContain('pl/notes/')
    const none = [...pageKinds, notes(() => true)]
    expect(Object.keys(pageStyles(builds, none))).toEqual(Object.keys(pageStyles(builds)))
    expect(speculatedPaths(builds, none)).toEqual(speculatedPaths(builds))
  })
})
