// @vitest-environment node
// Demo mode's password port keeps a hash, never the password, and checks a password against it.
import { describe, expect, it } from 'vitest'
import { demoPasswords } from './demoPasswords'

describe('demo passwords', () => {
  it('hashes with a salt of its own each time and verifies only the right password', async () => {
    const first = await demoPasswords.hash('correct horse')
    const second = await demoPasswords.hash('correct horse')
    expect(first).not.toContain('correct horse')
    expect(first).not.toBe(second)
    expect(await demoPasswords.verify('correct horse', first)).toBe(true)
    expect(await demoPasswords.verify('wrong horse', first)).toBe(false)
    expect(await demoPasswords.verify('correct horse', null)).toBe(false)
    expect(await demoPasswords.verify('correct horse', 'scrypt$16384$8$1$AAAA$BBBB')).toBe(false)
  })
})
