/**
 * Code blocks highlighted at build time with Shiki (TextMate grammars, the ones VS Code uses),
 * on its JavaScript regular-expression engine: created once, synchronously, as the pages render
 * with renderToString, which cannot wait. Nothing of it reaches the browser.
 *
 * A token's colour becomes a class, never a `style` attribute (the CSP forbids them): the
 * grammars' scopes are coloured by Shiki's GitHub Light theme, and each of its colours stands
 * for a role (`ROLE_OF_COLOUR`); the page's stylesheet gives each role its colour in each of the
 * site's themes (./palette.ts). A fence whose language is not known here (Power Fx, say) stays
 * plain text: a normal case, neither an error nor a warning.
 */
import type { Element, ElementContent } from 'hast'
import { createHighlighterCoreSync, type HighlighterCore } from 'shiki/core'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import bash from 'shiki/langs/bash.mjs'
import csharp from 'shiki/langs/csharp.mjs'
import javascript from 'shiki/langs/javascript.mjs'
import json from 'shiki/langs/json.mjs'
import kusto from 'shiki/langs/kusto.mjs'
import powershell from 'shiki/langs/powershell.mjs'
import sql from 'shiki/langs/sql.mjs'
import typescript from 'shiki/langs/typescript.mjs'
import xml from 'shiki/langs/xml.mjs'
import yaml from 'shiki/langs/yaml.mjs'
import githubLight from 'shiki/themes/github-light.mjs'

/** What a token is, as far as its colour goes; plain tokens get no class at all. */
export const ROLES = [
  'comment',
  'keyword',
  'string',
  'constant',
  'entity',
  'tag',
  'variable',
  'invalid',
] as const
export type Role = (typeof ROLES)[number]

/** The theme whose scope rules colour the tokens; its colours are only read as roles. */
export const THEME = githubLight

/**
 * Each colour of the theme as the role it stands for (GitHub Light: grey comments, red keywords
 * and storage, navy strings, blue constants, support and property names, purple entity names,
 * green tags, orange variables, dark red for what is invalid); null: plain text (the theme's
 * foreground, and the colours it gives only to bracket matching or a diff's backgrounds).
 */
export const ROLE_OF_COLOUR: Readonly<Record<string, Role | null>> = {
  '#6a737d': 'comment',
  '#d73a49': 'keyword',
  '#032f62': 'string',
  '#005cc5': 'constant',
  '#6f42c1': 'entity',
  '#22863a': 'tag',
  '#e36209': 'variable',
  '#b31d28': 'invalid',
  '#24292e': null,
  '#586069': null,
  '#fafbfc': null,
  '#f6f8fa': null,
}

/** The class a token of `role` carries. */
export const roleClass = (role: Role) => `hl-${role}`

/** The grammars, each with its aliases: `ps1`, `pwsh`, `kql`, `yml`, `ts`, `js`, `cs`, `sh`… */
const GRAMMARS = [powershell, kusto, json, yaml, xml, typescript, javascript, csharp, sql, bash]

let highlighter: HighlighterCore | undefined
/**
 * The one highlighter, made on first use. Each grammar's patterns are compiled the first time a
 * block of its language is highlighted, so a site without code pays nothing.
 */
function shiki(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [THEME],
    langs: GRAMMARS.flat(),
    engine: createJavaScriptRegexEngine(),
  })
  return highlighter
}

/** Every name a fence may give a language that is highlighted, lower case (ids and aliases). */
export function knownLanguages(): string[] {
  return shiki().getLoadedLanguages()
}

/** A block's tokens as hast, and the roles they use (for the stylesheet). */
export interface Highlighted {
  children: ElementContent[]
  roles: ReadonlySet<Role>
}

/** Blocks already highlighted: the build reads each block for its styles, then renders it. */
const done = new Map<string, Highlighted | undefined>()

/**
 * The code of a fence in `language` (its info string's first word, any case) as highlighted
 * hast: plain tokens as text, the others as `<span class="hl-<role>">`, neighbours of the same
 * role in one span, lines joined by "\n". Undefined when the language is not one highlighted
 * here, or missing: the block stays as it is.
 */
export function highlight(
  code: string,
  language: string | null | undefined,
): Highlighted | undefined {
  const lang = language?.toLowerCase()
  if (!lang || !knownLanguages().includes(lang)) return undefined
  const key = `${lang}\n${code}`
  if (done.has(key)) return done.get(key)
  // No time limit per line (Shiki's default gives up on a line after 500 ms, and a grammar's
  // first line, which compiles its patterns, takes that long on a busy machine): the same code
  // must make the same page, byte for byte, on every build.
  const lines = shiki().codeToTokensBase(code, { lang, theme: THEME, tokenizeTimeLimit: 0 })
  const children: ElementContent[] = []
  const roles = new Set<Role>()
  let open: { role: Role | null; text: string } | undefined
  const flush = () => {
    if (!open?.text) return
    const text = { type: 'text' as const, value: open.text }
    if (open.role === null) children.push(text)
    else {
      const span: Element = {
        type: 'element',
        tagName: 'span',
        properties: { className: [roleClass(open.role)] },
        children: [text],
      }
      children.push(span)
    }
    open = undefined
  }
  lines.forEach((tokens, index) => {
    if (index > 0) {
      if (open?.role !== null) flush()
      open = { role: null, text: `${open?.text ?? ''}\n` }
    }
    for (const token of tokens) {
      // Blanks take the colour of whatever they stand beside: fewer spans, the same picture.
      const role = token.content.trim() === '' ? (open?.role ?? null) : roleOf(token.color)
      if (open && open.role !== role) flush()
      if (role) roles.add(role)
      open = { role, text: `${open?.text ?? ''}${token.content}` }
    }
  })
  flush()
  const result = { children, roles }
  done.set(key, result)
  return result
}

function roleOf(colour: string | undefined): Role | null {
  if (!colour) return null
  const role = ROLE_OF_COLOUR[colour.toLowerCase()]
  if (role === undefined)
    throw new Error(`The highlighting theme gives tokens a colour no role stands for: ${colour}`)
  return role
}
