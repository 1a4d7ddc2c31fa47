// The files of a track write, behind a port, so that the catalogue's services do not touch a file system: the
// server's host stores them under DATA_DIR/media (media/nodeMedia.ts); a browser host can keep them as object URLs.

/** An audio file received and set aside, not yet any track's. */
export type StagedAudio = {
  /** The host's handle of the staged bytes. */
  ref: string
  filename: string
  /** The type the client declared for it (application/octet-stream when it did not know). */
  declaredMime: string
  size: number
  /** SHA-256 (hex) of its bytes: what the browser computes over the same file before it uploads. */
  hash: string
}

/** What an audio file's tags and format say. */
export type AudioTags = {
  /** The container format as read ("WAVE", "MPEG", …). */
  container?: string
  /** Seconds. */
  duration?: number
  title?: string
  artist?: string
  album?: string
  genre?: string
  /** The embedded front cover, else the first embedded picture. */
  picture?: Uint8Array
}

export type MediaPort = {
  /** Sets received audio aside; the caller discards it or keeps it. */
  stageAudio: (
    bytes: AsyncIterable<Uint8Array>,
    info: { filename: string; declaredMime: string }
  ) => Promise<StagedAudio>
  /** The staged file's tags, or undefined when it is no audio the host can read. */
  readTags: (staged: StagedAudio) => Promise<AudioTags | undefined>
  /** Makes the staged file a stored audio file of type `mime`; answers its key. */
  keepAudio: (staged: StagedAudio, mime: string) => Promise<string>
  discardAudio: (staged: StagedAudio) => Promise<void>
  removeAudio: (key: string) => Promise<void>
  /** Stores a cover image (JPEG, PNG or WebP: else 415; too large: 413); answers its URL. */
  storeCover: (bytes: Uint8Array) => Promise<string>
  /** Whether the URL is of a cover this host stored (not a link elsewhere). */
  ownsCover: (url: string) => boolean
  /** Deletes a cover this host stored; any other URL is left alone. */
  removeCover: (url: string) => Promise<void>
}
