import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postcss from 'postcss'
import { compile } from 'sass'
import { describe, expect, it } from 'vitest'
import { purgeUtilities } from './purgeUtilities'
import { sassOptions } from './sassOptions'

const scssDir = join(import.meta.dirname, '..', 'src', 'assets', 'scss')

function purge(css: string, sources: Record<string, string>, file = '/app/src/assets/scss/app.scss') {
  const dir = mkdtempSync(join(tmpdir(), 'vibeline-purge-'))
  mkdirSync(join(dir, 'src'))
  for (const [name, text] of Object.entries(sources)) writeFileSync(join(dir, 'src', name), text)
  const plugin = purgeUtilities({ content: [join(dir, 'src')], include: (f) => f.includes('/assets/scss/') })
  return postcss([plugin]).process(css, { from: file }).css
}

describe('purgeUtilities', () => {
  const css = `
.btn { color: red; }
.d-none { display: none !important; }
.d-flex { display: flex !important; }
.text-primary { color: blue !important; }
.text-danger { color: red !important; }
.m-5 { margin: 3rem !important; }
.link-primary:hover { color: blue !important; }
@media (min-width: 768px) { .d-md-none { display: none !important; } }
@media (min-width: 992px) { .d-lg-flex { display: flex !important; } }
`

  it('drops the utilities no source names, and media queries left empty', () => {
    const out = purge(css, { 'Page.tsx': 'export const P = () => <div className="d-flex d-lg-flex" />' })
    expect(out).toContain('.d-flex')
    expect(out).toContain('.d-lg-flex')
    expect(out).not.toContain('.d-none')
    expect(out).not.toContain('.m-5')
    expect(out).not.toContain('.link-primary')
    expect(out).not.toContain('min-width: 768px')
  })

  it('keeps component rules, and every class a run-time prefix may build', () => {
    const out = purge(css, { 'Badge.tsx': 'export const cls = (c: string) => `text-${c}`' })
    expect(out).toContain('.btn { color: red; }')
    expect(out).toContain('.text-primary')
    expect(out).toContain('.text-danger')
    expect(out).not.toContain('.d-flex')
  })

  it('leaves stylesheets outside the theme alone', () => {
    const out = purge(css, {}, '/app/node_modules/some-lib/style.css')
    expect(out).toContain('.d-none')
  })
})

/** Whether the stylesheet has a rule for the class on its own (not only inside another component's selector). */
const defines = (css: string, cls: string) =>
  new RegExp(`(^|\\n)${cls.replace('.', '\\.')}(,| \\{)`).test(css)

describe('the theme stylesheets', () => {
  const build = (file: string) =>
    compile(join(scssDir, file), { ...sassOptions, loadPaths: ['node_modules'] }).css
  const shell = build('app.scss')
  const frame = build('main-layout.scss')

  it('the shell, which blocks the first paint, holds what /login needs and none of the signed-in frame', () => {
    for (const cls of [
      '.btn',
      '.form-control',
      '.card',
      '.alert',
      '.input-group',
      '.vibeline-loading-screen'
    ])
      expect(defines(shell, cls), cls).toBe(true)
    for (const cls of [
      '.dropdown-menu',
      '.modal',
      '.table',
      '.navbar',
      '.pagination',
      '.carousel',
      '.accordion'
    ])
      expect(defines(shell, cls), cls).toBe(false)
  })

  it('the frame brings the components of the signed-in screens, without repeating the shell', () => {
    for (const cls of ['.dropdown-menu', '.modal', '.table', '.navbar', '.pagination', '.skip-link'])
      expect(defines(frame, cls), cls).toBe(true)
    for (const cls of ['.form-control', '.btn', '.card']) expect(defines(frame, cls), cls).toBe(false)
    expect(frame).not.toContain('--bs-body-bg:')
  })
})
