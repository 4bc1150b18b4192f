/**
 * Code highlighted at build time: every language the owner's articles use, by its name or its
 * usual short name, coloured through classes only; any other language left as plain text.
 */
import type { ElementContent } from 'hast'
import { describe, expect, it, vi } from 'vitest'
import { highlight, knownLanguages, ROLE_OF_COLOUR, ROLES, roleClass, THEME } from './highlight.ts'

/** A few lines of each language, as an article about Microsoft 365 would show them. */
const SAMPLES: Record<string, string> = {
  powershell:
    '$sites = Get-PnPTenantSite -Template "GROUP#0"\nforeach ($site in $sites) { Write-Host $site.Url } # each one',
  kusto:
    'SigninLogs\n| where TimeGenerated > ago(7d) and ResultType != "0"\n| summarize Failures = count() by UserPrincipalName',
  json: '{ "retries": 3, "enabled": true, "name": "flow" }',
  yaml: 'trigger:\n  branches: [main] # only main\nretries: 3',
  xml: '<?xml version="1.0"?>\n<Field Type="Text" Name="Vendor" Required="TRUE" /><!-- a column -->',
  typescript:
    'export async function items(list: string): Promise<number> {\n  return (await sp.web.lists.getByTitle(list).items()).length // all\n}',
  javascript: 'const total = rows.reduce((sum, row) => sum + row.amount, 0) // €',
  csharp:
    'public sealed class Handler : IHandler\n{\n    private readonly int _retries = 3; // enough\n    public string Name => "vendor";\n}',
  sql: "SELECT Title, COUNT(*) AS Items FROM dbo.Vendors WHERE Created >= '2026-01-01' -- this year\nGROUP BY Title;",
  bash: 'for file in *.md; do\n  echo "$file" # each\ndone',
}
const ALIASES: Record<string, string> = {
  ps1: 'powershell',
  pwsh: 'powershell',
  kql: 'kusto',
  yml: 'yaml',
  ts: 'typescript',
  js: 'javascript',
  cs: 'csharp',
  sh: 'bash',
  shell: 'bash',
}

const text = (nodes: readonly ElementContent[]): string =>
  nodes
    .map((node) =>
      node.type === 'text' ? node.value : node.type === 'element' ? text(node.children) : '',
    )
    .join('')

const classes = (nodes: readonly ElementContent[]): string[] =>
  nodes.flatMap((node) =>
    node.type === 'element'
      ? [...((node.properties.className as string[] | undefined) ?? []), ...classes(node.children)]
      : [],
  )

const styled = (nodes: readonly ElementContent[]): boolean =>
  nodes.some(
    (node) => node.type === 'element' && ('style' in node.properties || styled(node.children)),
  )

describe('highlight', () => {
  for (const [language, code] of Object.entries(SAMPLES))
    it(`colours ${language} through role classes, keeping every character`, () => {
      const result = highlight(code, language)
      if (!result) throw new Error(`${language} is not highlighted`)
      expect(text(result.children)).toBe(code)
      expect(result.roles.size).toBeGreaterThanOrEqual(2)
      expect(new Set(classes(result.children))).toEqual(
        new Set([...result.roles].map((role) => roleClass(role))),
      )
      expect(styled(result.children)).toBe(false)
    })

  it('knows each language by its short names too, and by any case', () => {
    for (const [alias, language] of Object.entries(ALIASES)) {
      const code = SAMPLES[language] ?? ''
      expect(highlight(code, alias), alias).toEqual(highlight(code, language))
    }
    expect(highlight(SAMPLES.powershell ?? '', 'PowerShell')).toEqual(
      highlight(SAMPLES.powershell ?? '', 'powershell'),
    )
    expect(knownLanguages()).toEqual(expect.arrayContaining(Object.keys(SAMPLES)))
  })

  it('leaves a language it does not know, or none, as it is: no error, no warning', () => {
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    expect(highlight('Patch(Vendors, Defaults(Vendors), { Name: "Contoso" })', 'powerfx')).toBe(
      undefined,
    )
    expect(highlight('plain words', undefined)).toBe(undefined)
    expect(highlight('plain words', '')).toBe(undefined)
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })

  it('stands for every colour of its theme by a role or plain text', () => {
    const colours = new Set<string>()
    for (const { settings } of THEME.tokenColors ?? [])
      if (settings.foreground) colours.add(settings.foreground.toLowerCase())
    for (const colour of colours) expect(ROLE_OF_COLOUR, colour).toHaveProperty([colour])
    for (const role of Object.values(ROLE_OF_COLOUR)) if (role) expect(ROLES).toContain(role)
  })
})
