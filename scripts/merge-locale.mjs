#!/usr/bin/env node
// Deep-merges a JSON fragment into public/locales/<lng>.json and writes it back with sorted keys.
// Usage: node scripts/merge-locale.mjs <lng> <fragment.json | '{"a":{"b":"text"}}'>
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const [lng, source] = process.argv.slice(2)
if (!lng || !source) {
  console.error('usage: node scripts/merge-locale.mjs <lng> <fragment.json | json text>')
  process.exit(2)
}
const target = new URL(`../public/locales/${lng}.json`, import.meta.url)
const fragment = JSON.parse(existsSync(source) ? readFileSync(source, 'utf8') : source)
const current = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {}

function merge(into, from) {
  for (const [key, value] of Object.entries(from)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      into[key] = merge(into[key] && typeof into[key] === 'object' ? into[key] : {}, value)
    } else into[key] = value
  }
  return into
}
function sorted(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sorted(value[k])])
  )
}
writeFileSync(target, JSON.stringify(sorted(merge(current, fragment)), null, 2) + '\n')
