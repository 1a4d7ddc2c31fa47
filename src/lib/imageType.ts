// What a cover image is, told by its first bytes rather than by its name or declared type (browser and server alike).

export const COVER_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const
export type CoverType = keyof typeof COVER_TYPES

/** The first 12 bytes are enough: JPEG starts FF D8 FF, PNG with its 8-byte signature, WebP as RIFF….WEBP. */
export function coverImageType(bytes: Uint8Array): CoverType | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v)
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp'
  return null
}
