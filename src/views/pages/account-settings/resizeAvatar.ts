// A chosen photo becomes a small square picture (JPEG data URL) before it is sent: it travels with the user data,
// so it must stay a few dozen kilobytes whatever the camera made.
import { AVATAR_MAX_CHARS } from '@/contracts/account'
import { readAsDataUrl } from '../shared/readImage'

export const AVATAR_SIZE = 256

/** The picture as a centred square of AVATAR_SIZE pixels; null when it cannot be read or stays too large. */
export async function resizeAvatar(file: Blob): Promise<string | null> {
  // Without image decoding (very old browsers, jsdom) the picture goes as it is, if it is small enough.
  if (typeof createImageBitmap !== 'function') {
    const original = await readAsDataUrl(file)
    return original.length <= AVATAR_MAX_CHARS ? original : null
  }
  try {
    const bitmap = await createImageBitmap(file)
    const side = Math.min(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = AVATAR_SIZE
    canvas.height = AVATAR_SIZE
    const context = canvas.getContext('2d')
    if (!context) return null
    context.fillStyle = '#fff'
    context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE)
    context.drawImage(
      bitmap,
      (bitmap.width - side) / 2,
      (bitmap.height - side) / 2,
      side,
      side,
      0,
      0,
      AVATAR_SIZE,
      AVATAR_SIZE
    )
    bitmap.close()
    const scaled = canvas.toDataURL('image/jpeg', 0.88)
    return scaled.length <= AVATAR_MAX_CHARS ? scaled : null
  } catch {
    return null
  }
}
