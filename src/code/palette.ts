/**
 * The colours of code blocks, in each of the site's colour themes, and the stylesheet that
 * gives them: only to pages that have a code block, and only for the roles their code uses.
 * Every colour meets WCAG AA (4.5:1) against the block's background in its theme
 * (palette.test.ts reads them back from the stylesheet made here).
 */
import type { Nodes, Root } from 'mdast'
import { type Accent, SURFACES } from '../styles/accent.ts'
import codeBlockStyles from '../styles/code.css?inline'
import { siteAccent } from '../styles/siteAccent.ts'
import { highlight, ROLES, type Role, roleClass } from './highlight.ts'

/** A theme's colours: the block's background and text, and each role's. */
type Colours = { background: string; text: string } & Record<Role, string>

/**
 * Light and dark: the block's background from the site's surfaces, its constants and names in the
 * owner's colour (the primary and its hover, the second accent: src/styles/accent.ts, which
 * checks them against the block), the other roles fixed: slate, rose, green, cyan, orange, red.
 */
export function palette(
  accent: Pick<Accent, 'light' | 'dark'>,
): Readonly<Record<'light' | 'dark', Colours>> {
  return {
    light: {
      background: SURFACES.light.codeBlock,
      text: '#0f172a',
      comment: '#52606d',
      keyword: '#b4233c',
      string: '#166534',
      constant: accent.light.primary,
      entity: accent.light.accent,
      tag: '#0e7490',
      variable: '#9a3412',
      invalid: '#b91c1c',
    },
    dark: {
      background: SURFACES.dark.codeBlock,
      text: '#e2e8f0',
      comment: '#94a3b8',
      keyword: '#fda4af',
      string: '#86efac',
      constant: accent.dark.primaryHover,
      entity: accent.dark.accent,
      tag: '#67e8f9',
      variable: '#fdba74',
      invalid: '#fca5a5',
    },
  }
}

/** The custom property that carries a role's colour on a block. */
const roleProperty = (role: Role) => `--${roleClass(role)}`

/** The block's colours in one theme, as custom properties on `.code-block`. */
const declarations = (colours: Colours, roles: readonly Role[]) =>
  [
    `--code-block-bg:${colours.background}`,
    `--code-block-text:${colours.text}`,
    ...roles.map((role) => `${roleProperty(role)}:${colours[role]}`),
  ].join(';')

/**
 * The rules for code blocks whose tokens use `roles`: the block's own (src/styles/code.css), its
 * colours in the light theme, in the dark one (the system's, unless the visitor chose light; or
 * the visitor's choice: src/document/theme.ts), and a rule per role.
 */
export function codeStylesFor(
  roles: Iterable<Role>,
  accent: Pick<Accent, 'light' | 'dark'> = siteAccent(),
): string {
  const used = ROLES.filter((role) => new Set(roles).has(role))
  const colours = palette(accent)
  const dark = declarations(colours.dark, used)
  return [
    codeBlockStyles.trim(),
    `.code-block{${declarations(colours.light, used)}}`,
    `@media (prefers-color-scheme:dark){:root:not([data-theme=light]) .code-block{${dark}}}`,
    `:root[data-theme=dark] .code-block{${dark}}`,
    ...used.map((role) => `.${roleClass(role)}{color:var(${roleProperty(role)})}`),
  ].join('\n')
}

/**
 * The code blocks' rules for pages made of these Markdown bodies: none when no body has a code
 * block, else the block's own and those of the roles the blocks' tokens use.
 */
export function codeStyles(bodies: Iterable<Root>): string {
  const roles = new Set<Role>()
  let blocks = 0
  const visit = (node: Nodes) => {
    if (node.type === 'code') {
      blocks += 1
      for (const role of highlight(node.value, node.lang)?.roles ?? []) roles.add(role)
    }
    if ('children' in node) for (const child of node.children) visit(child)
  }
  for (const body of bodies) visit(body)
  return blocks === 0 ? '' : codeStylesFor(roles)
}
