// @ts-check
/**
 * What the code keeps in a browser and which hosts its pages may ask, read from the code itself,
 * for scripts/privacy-registry.test.ts, which fails when the privacy registry (src/privacy/)
 * does not name one of them. Nothing of it reaches a page.
 *
 * Storage: each file is parsed with the parser Vite builds with (Oxc, `parseSync`), and its
 * syntax tree read for every use of the browser's storage: a key given to `setItem`, `getItem`
 * or `removeItem`, a cookie written (`… .cookie = 'name=…'`), and any mention of
 * `localStorage`, `sessionStorage`, `indexedDB`, `cookieStore`, `caches` or `openDatabase`. A key
 * or cookie name is read where the code gives it as a constant: a string, a `const` bound to one
 * (in scope, or imported from another file read with it), or text joined from those; any other
 * key is reported as unknown, so it fails too. Code that is text (an inline script built as a
 * string: the colour theme's, the loader's) is read as the script it makes, given with the files;
 * storage code in a string of any other file is reported.
 *
 * Hosts: every host a Content-Security-Policy lets the page ask (scripts/security-headers.mjs).
 */
import { posix } from 'node:path'
import { parseSync } from 'vite'

/**
 * @typedef {'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB' | 'cookieStore' |
 *   'caches' | 'openDatabase'} Mechanism
 * @typedef {{ file: string, line: number, mechanism: Mechanism | 'webStorage',
 *   key: string | undefined, write: boolean }} StorageUse a use of a storage: `key` is the key or
 *   cookie name (undefined where the code does not give it as a constant); 'webStorage' is a key
 *   given to a Storage method, whichever storage it is
 * @typedef {{ file: string, line: number, text: string }} StorageInString storage code written in
 *   a string of a file whose scripts are not read as code
 * @typedef {{ type: string, [key: string]: any }} Node
 */

/** The storages a page may use, by the global's name. */
const MECHANISMS = new Set([
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'cookieStore',
  'caches',
  'openDatabase',
])
/** A Storage's methods that name a key. */
const KEYED = new Set(['setItem', 'getItem', 'removeItem'])
/** A Storage's members that name no key. */
const UNKEYED = new Set(['key', 'clear', 'length'])
/** Storage code, written in a string (an inline script built as text). */
const CODE_IN_TEXT =
  /\b(?:localStorage|sessionStorage)\s*[.[]|\b(?:indexedDB|cookieStore|caches)\s*\.|\.cookie\b/

/** @param {unknown} value @returns {value is Node} */
const isNode = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (/** @type {Node} */ (value).type) === 'string'

/** Each child node, with the name of the field it is in. @param {Node} node */
function* children(node) {
  for (const [field, value] of Object.entries(node)) {
    if (field === 'type') continue
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield { field, child: item }
    } else if (isNode(value)) yield { field, child: value }
  }
}

/** The names a pattern binds (`a`, `{ a, b: c }`, `[d, ...e]`, `f = 1`). @param {Node | null} pattern @returns {string[]} */
function boundNames(pattern) {
  if (!pattern) return []
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name]
    case 'AssignmentPattern':
      return boundNames(pattern.left)
    case 'RestElement':
      return boundNames(pattern.argument)
    case 'ArrayPattern':
      return pattern.elements.flatMap(boundNames)
    case 'ObjectPattern':
      return pattern.properties.flatMap((/** @type {Node} */ property) =>
        boundNames(property.type === 'RestElement' ? property : property.value),
      )
    case 'TSParameterProperty':
      return boundNames(pattern.parameter)
    default:
      return []
  }
}

/**
 * The call of the function `ancestors[index]` where it stands, parenthesized or not, if it is
 * called there: `(function (…) {…})(…)`.
 * @param {Node[]} ancestors @param {number} index
 * @returns {Node | undefined}
 */
function calledHere(ancestors, index) {
  let callee = ancestors[index]
  for (let at = index - 1; at >= 0; at -= 1) {
    const outer = /** @type {Node} */ (ancestors[at])
    if (outer.type === 'ParenthesizedExpression') {
      callee = outer
      continue
    }
    return outer.type === 'CallExpression' && outer.callee === callee ? outer : undefined
  }
  return undefined
}

/**
 * Where `name` is bound, seen from a node with these ancestors (innermost last): a `const`
 * declarator (its initial value decides), an import, or anything else (a parameter, a `let`...),
 * or nothing (a global).
 * @param {string} name @param {Node[]} ancestors
 * @returns {{ kind: 'const', init: Node | null } | { kind: 'import', source: string, imported: string } | { kind: 'other' } | undefined}
 */
function binding(name, ancestors) {
  for (let index = ancestors.length - 1; index >= 0; index -= 1) {
    const scope = /** @type {Node} */ (ancestors[index])
    if (/Function/.test(scope.type)) {
      const position = scope.params.findIndex((/** @type {Node} */ param) =>
        boundNames(param).includes(name),
      )
      if (position >= 0) {
        // A parameter of a function called where it stands, as a script written out from a
        // function's text calls it ((function (key) {…})('contact-draft')): its argument.
        const call = calledHere(ancestors, index)
        const argument = call?.arguments[position]
        return argument && scope.params[position]?.type === 'Identifier'
          ? { kind: 'const', init: argument }
          : { kind: 'other' }
      }
      if (scope.id?.name === name && scope.type === 'FunctionExpression') return { kind: 'other' }
    }
    if (scope.type === 'CatchClause' && boundNames(scope.param).includes(name))
      return { kind: 'other' }
    const statements =
      scope.type === 'Program' || scope.type === 'BlockStatement' || scope.type === 'StaticBlock'
        ? scope.body
        : /^For/.test(scope.type)
          ? [scope.init ?? scope.left].filter(Boolean)
          : []
    for (const statement of statements) {
      const declaration =
        statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
      if (declaration?.type === 'VariableDeclaration')
        for (const declarator of declaration.declarations)
          if (boundNames(declarator.id).includes(name))
            return declaration.kind === 'const' && declarator.id.type === 'Identifier'
              ? { kind: 'const', init: declarator.init }
              : { kind: 'other' }
      if (
        (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') &&
        declaration.id?.name === name
      )
        return { kind: 'other' }
      if (statement.type === 'ImportDeclaration')
        for (const specifier of statement.specifiers)
          if (specifier.local.name === name)
            return specifier.type === 'ImportSpecifier'
              ? {
                  kind: 'import',
                  source: statement.source.value,
                  imported: specifier.imported.name ?? specifier.imported.value,
                }
              : { kind: 'other' }
    }
  }
  return undefined
}

/**
 * Reads files for their uses of storage.
 * @param {Record<string, string>} files each file's text by its path from the project's root
 *   (a script made as text under a name of its own, e.g. 'inline:theme.js')
 * @param {{ scriptsAsText?: readonly string[], writtenOut?: Readonly<Record<string, readonly string[]>> }} [options]
 *   scriptsAsText: the files whose strings are scripts read as code elsewhere in `files` (their
 *   storage code in strings is not reported); writtenOut: by file, the functions whose text is
 *   written out into a script read elsewhere in `files` (the loader's draft keeping), where
 *   their call gives them their keys: their uses are read there, not in their source
 * @returns {{ uses: StorageUse[], inStrings: StorageInString[], errors: string[] }}
 */
export function storageUses(files, { scriptsAsText = [], writtenOut = {} } = {}) {
  /** @type {Map<string, { program: Node, lines: number[] }>} */
  const parsed = new Map()
  /** @type {string[]} */
  const errors = []
  for (const [file, text] of Object.entries(files)) {
    const lang = /\.tsx$/.test(file) ? 'tsx' : /\.ts$/.test(file) ? 'ts' : 'js'
    const result = parseSync(file, text, { lang, sourceType: 'module' })
    for (const error of result.errors) errors.push(`${file}: ${error.message}`)
    const lines = [0]
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines.push(at + 1)
    parsed.set(file, {
      program: /** @type {Node} */ (/** @type {unknown} */ (result.program)),
      lines,
    })
  }
  /** @param {string} file @param {number} offset */
  const lineOf = (file, offset) => {
    const lines = parsed.get(file)?.lines ?? [0]
    let line = 0
    while (line + 1 < lines.length && (lines[line + 1] ?? 0) <= offset) line += 1
    return line + 1
  }

  /** The file an import names, among those read. @param {string} from @param {string} source */
  const resolve = (from, source) => {
    if (!source.startsWith('.')) return undefined
    const path = posix.join(posix.dirname(from), source)
    return [path, `${path}.ts`, `${path}.tsx`, `${path}.mjs`].find((candidate) =>
      parsed.has(candidate),
    )
  }

  /**
   * The string a module exports as `name`, where it is a constant.
   * @param {string} file @param {string} name @param {number} depth @returns {string | undefined}
   */
  const exported = (file, name, depth) => {
    const program = parsed.get(file)?.program
    if (!program || depth > 8) return undefined
    for (const statement of program.body) {
      if (statement.type !== 'ExportNamedDeclaration') continue
      if (statement.declaration) {
        const found = binding(name, [{ type: 'Program', body: [statement.declaration] }])
        if (found?.kind === 'const' && found.init)
          return constant(file, found.init, [program], depth)
      }
      for (const specifier of statement.specifiers ?? []) {
        const as = specifier.exported.name ?? specifier.exported.value
        if (as !== name) continue
        const local = specifier.local.name ?? specifier.local.value
        if (statement.source) {
          const target = resolve(file, statement.source.value)
          return target ? exported(target, local, depth + 1) : undefined
        }
        return constant(file, { type: 'Identifier', name: local }, [program], depth)
      }
    }
    return undefined
  }

  /**
   * The text an expression always has, where the code gives it as a constant.
   * @param {string} file @param {Node} node @param {Node[]} ancestors @param {number} [depth]
   * @returns {string | undefined}
   */
  const constant = (file, node, ancestors, depth = 0) => {
    const { text, complete } = leading(file, node, ancestors, depth)
    return complete ? text : undefined
  }

  /**
   * The start of the text an expression has, as far as the code gives it as constants.
   * @param {string} file @param {Node} node @param {Node[]} ancestors @param {number} depth
   * @returns {{ text: string, complete: boolean }}
   */
  const leading = (file, node, ancestors, depth) => {
    switch (node.type) {
      case 'Literal':
        return typeof node.value === 'string'
          ? { text: node.value, complete: true }
          : { text: '', complete: false }
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
        return leading(file, node.expression, ancestors, depth)
      case 'TemplateLiteral': {
        let text = node.quasis[0]?.value.cooked ?? ''
        for (const [index, expression] of node.expressions.entries()) {
          const part = leading(file, expression, ancestors, depth)
          text += part.text
          if (!part.complete) return { text, complete: false }
          text += node.quasis[index + 1]?.value.cooked ?? ''
        }
        return { text, complete: true }
      }
      case 'BinaryExpression': {
        if (node.operator !== '+') return { text: '', complete: false }
        const left = leading(file, node.left, ancestors, depth)
        if (!left.complete) return left
        const right = leading(file, node.right, ancestors, depth)
        return { text: left.text + right.text, complete: right.complete }
      }
      case 'Identifier': {
        const bound = binding(node.name, ancestors)
        if (bound?.kind === 'const' && bound.init)
          return leading(file, bound.init, ancestors, depth + 1)
        if (bound?.kind === 'import') {
          const target = resolve(file, bound.source)
          const value = target ? exported(target, bound.imported, depth + 1) : undefined
          return value === undefined
            ? { text: '', complete: false }
            : { text: value, complete: true }
        }
        return { text: '', complete: false }
      }
      default:
        return { text: '', complete: false }
    }
  }

  /** @type {StorageUse[]} */
  const uses = []
  /** @type {StorageInString[]} */
  const inStrings = []
  for (const [file, { program }] of parsed) {
    /** @param {Node} node @param {Node[]} ancestors @param {string} field */
    const visit = (node, ancestors, field) => {
      const parent = ancestors.at(-1)
      const use = (
        /** @type {StorageUse['mechanism']} */ mechanism,
        key = /** @type {string | undefined} */ (undefined),
        write = false,
      ) => uses.push({ file, line: lineOf(file, node.start), mechanism, key, write })

      // A storage named: a global (not a name bound here), or a property (window.localStorage);
      // never an object's own key ({ localStorage: ... }) or a type's.
      const named =
        node.type === 'Identifier' &&
        MECHANISMS.has(node.name) &&
        !(parent?.type === 'Property' && field === 'key' && !parent.computed) &&
        !(parent?.type === 'MemberExpression' && field === 'property' && parent.computed) &&
        !/^TS/.test(parent?.type ?? '') &&
        (parent?.type === 'MemberExpression' && field === 'property'
          ? true
          : binding(node.name, ancestors) === undefined)
      if (named) {
        use(/** @type {Mechanism} */ (node.name))
        // localStorage[k] or localStorage.k: a key the code does not give.
        const member =
          parent?.type === 'MemberExpression' && field === 'object' ? parent : undefined
        if (
          member &&
          (node.name === 'localStorage' || node.name === 'sessionStorage') &&
          (member.computed ||
            (!KEYED.has(member.property.name) && !UNKEYED.has(member.property.name)))
        )
          use('webStorage')
      }
      // A key given to a Storage's method.
      if (
        node.type === 'CallExpression' &&
        node.callee.type === 'MemberExpression' &&
        !node.callee.computed &&
        KEYED.has(node.callee.property.name)
      ) {
        const [key] = node.arguments
        use(
          'webStorage',
          key && constant(file, key, ancestors),
          node.callee.property.name === 'setItem',
        )
      }
      // A cookie read or written (document.cookie, or any object's cookie: the loader's d.cookie).
      if (
        node.type === 'MemberExpression' &&
        !node.computed &&
        node.property.name === 'cookie' &&
        !(parent?.type === 'MemberExpression' && field === 'property')
      ) {
        const written =
          parent?.type === 'AssignmentExpression' && field === 'left' ? parent : undefined
        if (written) {
          const { text } = leading(file, written.right, ancestors, 0)
          const name = text.includes('=') ? text.slice(0, text.indexOf('=')).trim() : undefined
          use('cookie', name, true)
        } else use('cookie')
      }
      // Storage code in a string: a script built as text.
      /** @type {string[]} */
      const texts =
        node.type === 'Literal' && typeof node.value === 'string'
          ? [node.value]
          : node.type === 'TemplateLiteral'
            ? node.quasis.map((/** @type {Node} */ quasi) => quasi.value.cooked ?? '')
            : []
      const found = texts.find((text) => CODE_IN_TEXT.test(text))
      if (found !== undefined && !scriptsAsText.includes(file))
        inStrings.push({ file, line: lineOf(file, node.start), text: found.slice(0, 120) })

      // A function read where its text is written out, not here.
      if (node.type === 'FunctionDeclaration' && writtenOut[file]?.includes(node.id?.name)) return
      const path = [...ancestors, node]
      for (const { field: childField, child } of children(node)) visit(child, path, childField)
    }
    visit(program, [], '')
  }
  return { uses, inStrings, errors }
}

/**
 * Every host a Content-Security-Policy lets a page ask (its sources that are addresses), in
 * order, each once. @param {string} policy @returns {string[]}
 */
export function policyHosts(policy) {
  const hosts = policy
    .split(';')
    .flatMap((directive) => directive.trim().split(/\s+/).slice(1))
    .filter((source) => /^https?:\/\//.test(source))
    .map((source) => new URL(source).host)
  return [...new Set(hosts)]
}

/**
 * What the code keeps that the registry does not list, one line each naming the file and line:
 * a key or cookie the code gives and no item names, one it does not give as a constant (it
 * could be anything), a storage no item is in, and storage code in a string.
 * @param {ReturnType<typeof storageUses>} scan
 * @param {readonly import('../src/privacy/registry.ts').StoredItem[]} stored every item the
 *   site may keep
 * @returns {string[]}
 */
export function unlistedStorage({ uses, inStrings, errors }, stored) {
  const areas = new Set(stored.map((item) => item.where))
  /** @param {(item: import('../src/privacy/registry.ts').StoredItem) => boolean} where */
  const names = (where) => new Set(stored.filter(where).map((item) => item.name))
  const cookies = names((item) => item.where === 'cookie')
  const keys = names((item) => item.where === 'localStorage' || item.where === 'sessionStorage')
  const problems = [...errors]
  for (const { file, line, mechanism, key, write } of uses) {
    const at = `${file}:${line}`
    if (mechanism === 'cookie') {
      if (!areas.has('cookie')) problems.push(`${at}: a cookie, and the registry lists none`)
      else if (write && key === undefined)
        problems.push(`${at}: a cookie whose name the code does not give as a constant`)
      else if (write && key !== undefined && !cookies.has(key))
        problems.push(`${at}: the cookie "${key}", which the registry does not list`)
    } else if (mechanism === 'webStorage') {
      if (key === undefined)
        problems.push(`${at}: a storage key the code does not give as a constant`)
      else if (!keys.has(key))
        problems.push(`${at}: the storage key "${key}", which the registry does not list`)
    } else if (mechanism === 'localStorage' || mechanism === 'sessionStorage') {
      if (!areas.has(mechanism)) problems.push(`${at}: ${mechanism}, which no listed item is in`)
    } else problems.push(`${at}: ${mechanism}, which the registry has no place for`)
  }
  for (const { file, line, text } of inStrings)
    problems.push(`${file}:${line}: storage code in a string, which this scan cannot read: ${text}`)
  return problems
}

/**
 * The hosts a policy lets the pages ask that no recipient names, and those a recipient names
 * that the policy refuses (a link's host aside: links are not asked by the page).
 * @param {string} policy
 * @param {readonly import('../src/privacy/registry.ts').Recipient[]} recipients
 * @returns {string[]}
 */
export function unlistedHosts(policy, recipients) {
  const allowed = policyHosts(policy)
  const asked = recipients
    .filter((recipient) => recipient.when !== 'followLink')
    .flatMap((recipient) => recipient.hosts)
  return [
    ...allowed
      .filter((host) => !asked.includes(host))
      .map((host) => `the policy allows ${host}, which no recipient names`),
    ...asked
      .filter((host) => !allowed.includes(host))
      .map((host) => `a recipient names ${host}, which the policy does not allow`),
  ]
}
