// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { coverImageType } from './imageType'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('coverImageType', () => {
  it('tells JPEG, PNG and WebP by their first bytes', () => {
    expect(coverImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(coverImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(coverImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
  })

  it('refuses text, SVG, GIF and a RIFF that is not WebP', () => {
    expect(coverImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(coverImageType(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(coverImageType(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull()
    expect(coverImageType(bytes())).toBeNull()
  })
})
