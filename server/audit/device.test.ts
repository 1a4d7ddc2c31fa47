import { describe, expect, it } from 'vitest'
import { deviceName } from './device'

describe('deviceName', () => {
  it('names the browser and the system or phone it runs on', () => {
    expect(
      deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0')
    ).toBe('Firefox on Windows')
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
      )
    ).toBe('Safari on iPhone')
  })

  it('names a program that is no browser by its first word, and nothing by nothing', () => {
    expect(deviceName('curl/8.4.0')).toBe('curl')
    expect(deviceName('  ')).toBeNull()
    expect(deviceName(undefined)).toBeNull()
  })
})
