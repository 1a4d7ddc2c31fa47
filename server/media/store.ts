// Audio files on local disk under DATA_DIR/media, addressed by an opaque key; playback goes through
// short-lived HMAC-signed URLs because an <audio> element cannot send a Bearer header. Originals and the streaming
// renditions of issue 38 are both objects of this store (AudioObjectStore); docs/audio.md describes the shape an
// S3-compatible store would take behind the same interface.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { rename, rm } from 'node:fs/promises'
import { extname, join } from 'node:path'

const KEY_PATTERN = /^[a-z0-9-]{1,64}\.(wav|mp3|m4a|aac|ogg|oga|flac|webm|bin)$/

export const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/flac': 'flac',
  'audio/webm': 'webm'
}

/** Where audio objects (originals, renditions) live: keys in, signed URLs out. */
export interface AudioObjectStore {
  newKey(mime: string): string
  /** Moves a finished local file into the store under a new key of type `mime`; answers the key. */
  keep(localPath: string, mime: string): Promise<string>
  remove(key: string): Promise<void>
  signedUrl(key: string, now?: number): string
}

/** Signed URLs a process keeps per expiry minute (a busy minute signs the rest afresh). */
const URLS_KEPT = 10_000

export class MediaStore implements AudioObjectStore {
  private readonly key: Buffer
  /** Keys of earlier secrets, still accepted while a new secret is rolled out (JWT_SECRET_PREVIOUS). */
  private readonly previousKeys: Buffer[]

  constructor(
    readonly dir: string,
    secret: string,
    private readonly ttlSeconds: number,
    previousSecrets: string[] = []
  ) {
    this.key = Buffer.from(`media:${secret}`)
    this.previousKeys = previousSecrets.map((s) => Buffer.from(`media:${s}`))
  }

  /** Signed URLs of the current expiry minute, by key. */
  private readonly urls = new Map<string, string>()
  private urlsExpire = 0

  newKey(mime: string): string {
    return `${randomUUID()}.${EXTENSIONS[mime] ?? 'bin'}`
  }

  pathOf(key: string): string | null {
    return KEY_PATTERN.test(key) ? join(this.dir, key) : null
  }

  async keep(localPath: string, mime: string): Promise<string> {
    const key = this.newKey(mime)
    // Same folder, same file system: a rename, never a copy through memory.
    await rename(localPath, join(this.dir, key))
    return key
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key)
    if (path) await rm(path, { force: true })
  }

  private signature(key: string, expires: number, secretKey = this.key): string {
    return createHmac('sha256', secretKey).update(`${key}\n${expires}`).digest('base64url')
  }

  signedUrl(key: string, now = Date.now()): string {
    // Round the expiry to the minute so a page of tracks is cacheable and URLs do not change on every request.
    const expires = Math.ceil((now / 1000 + this.ttlSeconds) / 60) * 60
    // Within that minute the URL of a key is always the same: sign it once, not on every list request.
    if (expires !== this.urlsExpire) {
      this.urls.clear()
      this.urlsExpire = expires
    }
    let url = this.urls.get(key)
    if (url === undefined) {
      url = `/media/audio/${key}?expires=${expires}&signature=${this.signature(key, expires)}`
      if (this.urls.size < URLS_KEPT) this.urls.set(key, url)
    }
    return url
  }

  verify(
    key: string,
    expires: string | undefined,
    signature: string | undefined,
    now = Date.now()
  ): 'ok' | 'expired' | 'forged' {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'forged'
    const given = Buffer.from(signature)
    const signedBy = (secretKey: Buffer) => {
      const expected = Buffer.from(this.signature(key, Number(expires), secretKey))
      return expected.length === given.length && timingSafeEqual(expected, given)
    }
    if (![this.key, ...this.previousKeys].some(signedBy)) return 'forged'
    return Number(expires) * 1000 < now ? 'expired' : 'ok'
  }
}

export function mimeOfKey(key: string): string {
  const ext = extname(key).slice(1)
  return Object.entries(EXTENSIONS).find(([, e]) => e === ext)?.[0] ?? 'application/octet-stream'
}

/**
 * Parses a single-range "bytes=" header (RFC 9110 §14): the range, 'unsatisfiable' (416), or null to send the whole
 * file. A header that is not a valid range ("bytes=abc", "bytes=5-2", another unit, several ranges) is ignored, as
 * the RFC says, and the whole file is sent; only a valid range that lies outside the file is unsatisfiable.
 */
export function parseRange(
  header: string | undefined,
  size: number
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header || header.includes(',')) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, from, to] = match
  if (from === '' && to === '') return null
  if (from === '') {
    // A suffix range: the last N bytes; the last 0 bytes of anything cannot be sent.
    const suffix = Number(to)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  if (to !== '' && Number(to) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) }
}
