// The requests the integrations screen shows for a key, ready to paste into a shell: report a play, read the
// catalogue. server/integrationExamples.test.ts runs them as written (the key put in) against a test server.
import { API_KEY_SCOPE_RULES, type ApiKeyScope } from './apiKeys'
import type { PlayEvent } from './stats'

export const INGEST_EXAMPLE_PATH = '/admin/v2/play_histories'
export const CATALOGUE_EXAMPLE_PATH = '/admin/v2/tracks?per_page=5'

/** What stands for the key in an example: its readable start, so that a person knows which key to paste. */
export const keyPlaceholder = (prefix: string) => `${prefix}…`

/** Which examples a key of `scope` may run (the others would answer 403). */
export function examplesOfScope(scope: ApiKeyScope): { ingest: boolean; catalogue: boolean } {
  const rules = API_KEY_SCOPE_RULES[scope]
  const grants = (action: string, subject: string) =>
    rules.some((rule) => (rule.action === action || rule.action === 'manage') && rule.subject === subject)
  return { ingest: grants('create', 'PlayHistory'), catalogue: grants('read', 'Track') }
}

/** One play of track 1 by listener 1, started at `now`, with an event_id of its own. */
export function examplePlay(now: Date): PlayEvent {
  return {
    event_id: `example-${now.getTime().toString(36)}`,
    track_id: 1,
    user_id: 1,
    played_at: `${now.toISOString().slice(0, 19)}Z`,
    duration_played: 187,
    device: 'web',
    country: 'SE'
  }
}

const bearer = (key: string) => `-H 'Authorization: Bearer ${key}'`

export function ingestCurl(origin: string, key: string, now: Date): string {
  const body = JSON.stringify({ plays: [examplePlay(now)] })
  return [
    `curl -sS -X POST '${origin}${INGEST_EXAMPLE_PATH}' \\`,
    `  ${bearer(key)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${body}'`
  ].join('\n')
}

export function catalogueCurl(origin: string, key: string): string {
  return [`curl -sS '${origin}${CATALOGUE_EXAMPLE_PATH}' \\`, `  ${bearer(key)}`].join('\n')
}
