// The CSP allows no inline script but those of the built index.html, each by its hash (index.html runs the first
// paint inline before any script file has loaded: src/firstPaint/firstPaint.ts).
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'

/** The CSP source ('sha256-…') of every inline <script> (one without src) of `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, body] = match
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/** The hashes of the inline scripts of the index.html in `file`, none when there is no such file. */
export function indexScriptHashes(file: string | undefined): string[] {
  return file && existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : []
}
