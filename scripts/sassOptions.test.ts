import { compile } from 'sass'
import { describe, expect, it } from 'vitest'
import { sassOptions } from './sassOptions'

describe('the stylesheets compile without warnings', () => {
  it.each([
    'src/assets/scss/app.scss',
    'src/assets/scss/main-layout.scss',
    'src/views/music/shared/music.scss'
  ])('%s prints no deprecation or other warning', (file) => {
    const warnings: string[] = []
    compile(file, {
      ...sassOptions,
      loadPaths: ['node_modules'],
      logger: {
        warn: (message, options) =>
          warnings.push(`${options.deprecation ? options.deprecationType.id : 'warning'}: ${message}`),
        debug: () => {}
      }
    })
    expect(warnings).toEqual([])
  })
})
