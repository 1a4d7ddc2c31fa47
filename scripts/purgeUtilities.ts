// A PostCSS step of the production build (vite.config.ts): drops the utility classes of Bootstrap's utilities API
// (and helpers) that no source file names, since they block the first paint of every page. Only rules that look
// like utilities are considered: every selector a single class (with an optional pseudo-class) and every declaration
// !important. Everything else (components, layouts, screen styles) is kept as it is.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AtRule, Plugin, Rule } from 'postcss'

const SOURCE = /\.(?:tsx?|jsx?|mjs|html)$/

function* sourceFiles(path: string): Generator<string> {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(child)
    else if (SOURCE.test(entry.name)) yield child
  }
}

/**
 * The words of the sources: every run of letters, digits, `_` and `-`. A word ending in `-` (`text-` from
 * `` `text-${color}` `` or `'bg-' + color`) keeps every class it begins, so class names built at run time survive.
 */
export function collectClassWords(paths: string[]): { words: Set<string>; prefixes: string[] } {
  const words = new Set<string>()
  for (const path of paths) {
    const files = SOURCE.test(path) ? [path] : sourceFiles(path)
    for (const file of files) for (const m of readFileSync(file, 'utf8').matchAll(/[\w-]+/g)) words.add(m[0])
  }
  const prefixes = [...words].filter((w) => w.length > 1 && w.endsWith('-'))
  return { words, prefixes }
}

const UTILITY_SELECTOR = /^\.((?:[\w-]|\\.)+)(?::[\w-]+)*$/

/** The class a utility rule styles, or undefined when the rule is not a utility. */
function utilityClasses(rule: Rule): string[] | undefined {
  if (!rule.nodes?.length || !rule.nodes.every((n) => n.type === 'decl' && n.important)) return undefined
  const classes: string[] = []
  for (const selector of rule.selectors) {
    const m = UTILITY_SELECTOR.exec(selector.trim())
    if (!m) return undefined
    classes.push(m[1].replace(/\\(.)/g, '$1'))
  }
  return classes
}

export function purgeUtilities(options: {
  /** Files and folders whose words may name a class. */
  content: string[]
  /** Only stylesheets whose path passes this test are purged. */
  include: (file: string) => boolean
}): Plugin {
  let vocabulary: ReturnType<typeof collectClassWords> | undefined
  const used = (cls: string) => {
    vocabulary ??= collectClassWords(options.content)
    return vocabulary.words.has(cls) || vocabulary.prefixes.some((p) => cls.startsWith(p))
  }
  return {
    postcssPlugin: 'vibeline-purge-utilities',
    Once(root) {
      const file = root.source?.input.file
      if (!file || !options.include(file)) return
      root.walkRules((rule) => {
        const classes = utilityClasses(rule)
        if (classes && !classes.some(used)) rule.remove()
      })
      root.walkAtRules('media', (media: AtRule) => {
        if (!media.nodes?.length) media.remove()
      })
    }
  }
}
