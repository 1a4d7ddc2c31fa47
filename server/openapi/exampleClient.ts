// A small client of the API for the streaming back end, typed only by the generated types (vibeline-api.ts): it
// reports a batch of plays and reads the catalogue with an API key. docs/integrators.md shows it, and
// server/openapiClient.test.ts compiles it against the types and runs it against a server, so that a change to the
// API that would break such a client fails the build.
import type { paths } from './vibeline-api'

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never

export type PlayBatch = JsonOf<paths['/admin/v2/play_histories']['post']['requestBody']>
export type Play = PlayBatch['plays'][number]
export type IngestResult = JsonOf<paths['/admin/v2/play_histories']['post']['responses'][201]>['data']
export type TrackQuery = NonNullable<paths['/admin/v2/tracks']['get']['parameters']['query']>
type TrackAnswer = JsonOf<paths['/admin/v2/tracks']['get']['responses'][200]>
export type TrackPage = Extract<TrackAnswer, { page_meta: unknown }>
export type ApiError = JsonOf<paths['/admin/v2/play_histories']['post']['responses'][400]>

/** A refusal of the API: its status and its one-sentence error (Retry-After in seconds for a 429). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
    readonly retryAfter: number | null
  ) {
    super(`${status}: ${body.error}`)
  }
}

export class VibelineClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string
  ) {}

  /** Stores a batch of up to 1,000 plays; plays whose event_id was stored before are counted as duplicates. */
  async ingestPlays(plays: Play[]): Promise<IngestResult> {
    const body: PlayBatch = { plays }
    const answer = await this.call<{ data: IngestResult }>(
      'POST',
      '/admin/v2/play_histories',
      undefined,
      body
    )
    return answer.data
  }

  /** One page of the track list; filters are sent as the JSON the list contract reads. */
  async listTracks(query: TrackQuery): Promise<TrackPage> {
    const answer = await this.call<TrackAnswer>('GET', '/admin/v2/tracks', query)
    if (!('page_meta' in answer)) throw new Error('A track list answered without page_meta.')
    return answer
  }

  /** Every track matching the query, page by page. */
  async *allTracks(query: Omit<TrackQuery, 'page'>): AsyncGenerator<TrackPage['data'][number]> {
    for (let page = 1; ; page++) {
      const { data, page_meta } = await this.listTracks({ ...query, page: String(page) })
      yield* data
      if (page * page_meta.per_page >= page_meta.total) return
    }
  }

  private async call<T>(
    method: string,
    path: string,
    query?: Record<string, string | number | undefined>,
    body?: unknown
  ): Promise<T> {
    const url = new URL(path, this.baseUrl)
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(name, String(value))
    const res = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${this.apiKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' })
      },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const answer: unknown = await res.json()
    if (!res.ok) {
      const wait = res.headers.get('retry-after')
      throw new ApiFailure(res.status, answer as ApiError, wait === null ? null : Number(wait))
    }
    return answer as T
  }
}
