// The API server end to end: the server-mode build on the API server, signed in through the form, and the
// audio of a track played through its signed link with a Range request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { describeProblems, launchBrowser, newContext, watchPage } from './support/browser'
import { SERVER_ACCOUNTS, SERVER_DIST, SERVER_URL } from './support/config'
import { existsSync } from 'node:fs'

describe.skipIf(!existsSync(`${SERVER_DIST}/index.html`))('the API server (server-mode build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('serves the app, signs in with the seeded account and streams a track with Range', async () => {
    const context = await newContext(browser, SERVER_URL)
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/login')
    await page.getByLabel('Email').fill(SERVER_ACCOUNTS.editor.email)
    await page.getByLabel('Password', { exact: true }).fill(SERVER_ACCOUNTS.editor.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))
    const accessToken = await page.evaluate(
      () => sessionStorage.getItem('accessToken') ?? localStorage.getItem('accessToken')
    )
    expect(accessToken).toBeTruthy()

    // The newest tracks may be other specs' (made without audio): the first of the page that has audio.
    const list = await page.request.get('/admin/v2/tracks?per_page=100', {
      headers: { authorization: `Bearer ${accessToken}` }
    })
    expect(list.status()).toBe(200)
    const track = (await list.json()).data.find((t: { audio_url: string | null }) => t.audio_url)
    const audio = await page.request.get(track.audio_url, { headers: { range: 'bytes=0-99' } })
    expect(audio.status()).toBe(206)
    expect(audio.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})
