// Batches of plays as the streaming service would report them, for the ingestion benches: listening skewed as in the
// seed (a few hits, a long tail: Zipf-like ranks over the catalogue; listeners with a milder skew), played within
// the last day, each with an event id of its own.

/** A play as POST /admin/v2/play_histories takes it (device and country left to their defaults). */
export type ReportedPlay = {
  track_id: number
  user_id: number
  played_at: string
  duration_played: number
  event_id: string
}

/** Makes plays for tracks 1…maxTrack and the given listeners; `tag` keeps event ids apart between runs. */
export function playMaker(maxTrack: number, userIds: number[], tag: string): () => ReportedPlay {
  let n = 0
  return () => {
    n++
    return {
      track_id: 1 + (((Math.floor(Math.exp(Math.random() * Math.log(maxTrack))) - 1) * 7919 + 13) % maxTrack),
      user_id: userIds[Math.floor(Math.random() * Math.random() * userIds.length)],
      played_at: new Date(Date.now() - (n % 86_400) * 1000).toISOString(),
      duration_played: 30 + (n % 200),
      event_id: `${tag}-${n}`
    }
  }
}
