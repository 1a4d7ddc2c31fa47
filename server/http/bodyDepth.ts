// A JSON body's nesting is checked on its text, before it is parsed: whatever walks the parsed value afterwards
// (validation, the NUL check, audit diffs) then meets at most MAX_JSON_DEPTH levels, never a stack overflow.
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../errors'

/** Arrays and objects inside one another that a JSON body may hold; the API's bodies need fewer than ten. */
export const MAX_JSON_DEPTH = 64

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENERS = new Set([0x5b, 0x7b])
const CLOSERS = new Set([0x5d, 0x7d])

/** Whether JSON text nests arrays and objects deeper than `limit`, read in one pass and given up on at once. */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === BACKSLASH) i++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (OPENERS.has(code)) {
      if (++depth > limit) return true
    } else if (CLOSERS.has(code)) depth--
  }
  return false
}

export const tooDeepMessage = (limit: number) =>
  `The JSON body nests arrays and objects more than ${limit} levels deep; the API accepts at most ${limit}.`

/** Replaces Fastify's JSON parser with the same parser behind the nesting check. */
export function limitJsonDepth(app: FastifyInstance, limit = MAX_JSON_DEPTH): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning)
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(body as string, limit)) {
      done(new HttpError(400, tooDeepMessage(limit)), undefined)
      return
    }
    parse(request, body as string, done)
  })
}
