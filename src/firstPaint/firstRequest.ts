// The landing screen's first API request, sent by index.html's inline first paint (firstPaint.ts) with the stored
// access token before any script file has loaded. The screen's own first request for the same URL takes its answer
// instead of asking again; any other request, a second one, or an answer other than 200 goes to the server as usual
// (through the one HTTP client, which refreshes an expired token).

/** The window property the first paint puts the request on. */
export const FIRST_REQUEST_GLOBAL = '__vibelineFirstRequest'

type Entry = { url: string; answer?: { status: number; body: unknown } | null; promise?: Promise<unknown> }

function entryFor(url: string): Entry | undefined {
  if (typeof window === 'undefined') return undefined
  const entry = (window as unknown as Record<string, Entry | undefined>)[FIRST_REQUEST_GLOBAL]
  return entry?.url === url ? entry : undefined
}

/** A list request's URL as both sides write it: the path, then the query's values as text in the query's order. */
export function requestUrl(path: string, query: Record<string, string | number>): string {
  return `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`
}

/** The body of a 200 answer to `url` that has already arrived and is not taken yet; null otherwise. */
export function arrivedBody(url: string): unknown {
  const answer = entryFor(url)?.answer
  return answer?.status === 200 ? answer.body : null
}

/** Takes the answer to `url` (once), waiting for it if it is on its way: the body of a 200, else null. */
export async function takeFirstAnswer(url: string): Promise<unknown> {
  const entry = entryFor(url)
  if (!entry) return null
  delete (window as unknown as Record<string, unknown>)[FIRST_REQUEST_GLOBAL]
  await entry.promise
  return entry.answer?.status === 200 ? entry.answer.body : null
}
