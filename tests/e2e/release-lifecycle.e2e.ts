// A release's lifecycle (issue 37) against the API server: a release with a readiness error cannot be scheduled and
// the panel says why; its link opens the release form on the field; fixed, the release is scheduled for the next whole minute
// ahead and goes live by itself (the server's go-live job), which the page shows on its timeline; taken down, the
// catalogue feed answers that its track does not play in DE, and a signed webhook reaches a local receiver the test
// starts, which answers the first delivery 500 and gets the retry. Then the page is seen in light and dark, English and
// Arabic, at 1440 and 390 px (screenshots into SHOTS_DIR when it is set).
import { createHmac } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { API_KEY_PATH } from '../../src/contracts/apiKeys'
import { CATALOGUE_PATHS, gtinCheckDigit } from '../../src/contracts/catalogue'
import { FEED_PATHS } from '../../src/contracts/catalogFeed'
import { SIGNATURE_HEADER, WEBHOOK_PATHS } from '../../src/contracts/webhooks'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { serverContext } from './support/session'
import { SERVER_ACCOUNTS, SERVER_DIST, SERVER_URL } from './support/config'
import { expectCleanLook, seeInLooks } from './support/variants'

const SHOTS_DIR = process.env.SHOTS_DIR

async function api(token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${SERVER_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`)
  return JSON.parse(text)
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${SERVER_URL}/jwt/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SERVER_ACCOUNTS.admin)
  })
  return (await res.json()).accessToken
}

/** A release whose only readiness error is its missing UPC: one published track with an ISRC and a composer. */
async function releaseWithoutUpc(token: string, stamp: string) {
  const artist = (await api(token, 'POST', CATALOGUE_PATHS.artists, { name: `Lifecycle Singer ${stamp}` }))
    .data
  const release = (
    await api(token, 'POST', CATALOGUE_PATHS.releases, {
      title: `Lighthouse ${stamp}`,
      artist_ids: [artist.id],
      p_line: '2027 Vibeline Records',
      c_line: '2027 Vibeline Records'
    })
  ).data
  const track = (
    await api(token, 'POST', '/admin/v2/tracks', {
      title: `Beam ${stamp}`,
      artist: artist.name,
      genre: 'pop',
      duration: 200,
      status: 'published'
    })
  ).data
  const isrc = `GBLCY27${stamp.slice(-5)}`
  await api(token, 'PUT', `/admin/v2/tracks/${track.id}/catalogue`, {
    release_id: release.id,
    isrc,
    artists: [{ artist_id: artist.id, role: 'main' }],
    credits: [{ role: 'composer', name: `Writer ${stamp}` }]
  })
  return { id: release.id as number, title: release.title as string, isrc }
}

/** The feed's answer for a track in DE, read with an API key of scope catalog:read. */
async function playableInGermany(key: string, isrc: string) {
  const res = await fetch(`${SERVER_URL}${FEED_PATHS.track(isrc)}?country=DE`, {
    headers: { Authorization: `Bearer ${key}` }
  })
  expect(res.status).toBe(200)
  return (await res.json()).data as { playable: boolean; reason: string | null }
}

/** A local webhook endpoint: answers the first delivery 500 and the others 200, and keeps what it received. */
function webhookReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string; answered: number }[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += String(chunk)))
    req.on('end', () => {
      const answered = received.length === 0 ? 500 : 200
      received.push({ headers: req.headers, body, answered })
      res.statusCode = answered
      res.end()
    })
  })
  const url = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}/hook`)
    )
  )
  return { received, url, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** What docs/webhooks.md tells a receiver to check: HMAC-SHA256 of "<t>.<body>" with the endpoint's secret. */
function signedWith(secret: string, header: string | string[] | undefined, body: string) {
  const { t, v1 } = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.split('='))
  )
  return v1 === createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
}

/** The first whole minute at least 20 s from now (UTC): the schedule dialog takes minutes, and only future times. */
function nextMinute() {
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
  const iso = at.toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
}

describe.skipIf(!existsSync(`${SERVER_DIST}/index.html`))('the release lifecycle (API server)', () => {
  let browser: Browser
  const hooks = webhookReceiver()
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await hooks.close()
  })

  it('blocks scheduling on an error, schedules once fixed, goes live by itself, and a takedown stops play', async () => {
    const stamp = String(Date.now()).slice(-7)
    const token = await adminToken()
    const release = await releaseWithoutUpc(token, stamp)
    const key = (await api(token, 'POST', API_KEY_PATH, { name: `Feed ${stamp}`, scope: 'catalog:read' })).key
    const endpoint = await api(token, 'POST', WEBHOOK_PATHS.endpoints, {
      url: await hooks.url,
      events: ['release.taken_down']
    })
    const path = `/music/releases/${release.id}`

    const context = await serverContext(browser, SERVER_ACCOUNTS.admin)
    const page = await context.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    const problems = watchPage(page)
    await page.goto(path)
    await page.getByRole('heading', { name: release.title, level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await expect.poll(() => page.getByTestId('lifecycle-status').textContent()).toBe('In review')

    // The error blocks scheduling, and the page says why.
    await page.getByText('1 error blocks scheduling until it is fixed.').waitFor()
    await page.getByText('The UPC/EAN is missing.').waitFor()
    const schedule = page.getByRole('button', { name: 'Schedule…' })
    expect(await schedule.isDisabled()).toBe(true)
    expect(await schedule.getAttribute('aria-describedby')).toBe('lifecycle-blocked')
    await page
      .getByText('Scheduling is blocked: 1 readiness check fails. Fix it in the readiness checks below.')
      .waitFor()

    // Its link opens the release form with the UPC field focused; fixed, nothing blocks.
    await page.getByRole('link', { name: 'Fix the UPC/EAN' }).click()
    await page.getByRole('heading', { name: /Edit release/, level: 1 }).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('release-upc')
    const body = `0${stamp.padStart(10, '0').slice(-10)}`
    await page.getByLabel('UPC/EAN').fill(`${body}${gtinCheckDigit(body)}`)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByRole('heading', { name: release.title, level: 1 }).waitFor()
    await page.getByText('Ready to schedule: every check passes.').waitFor()

    // Scheduled for the next whole minute (UTC), it goes live by itself: the timeline shows it without a reload.
    const when = nextMinute()
    await schedule.click()
    const dialog = page.getByRole('dialog', { name: `Schedule “${release.title}”` })
    await dialog.getByLabel('Date').fill(when.date)
    await dialog.getByLabel('Time', { exact: true }).fill(when.time)
    await dialog.getByLabel('Time zone').selectOption('UTC')
    await dialog.getByRole('button', { name: 'Schedule release' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => page.getByTestId('lifecycle-status').textContent()).toBe('Scheduled')
    expect((await playableInGermany(key, release.isrc)).playable).toBe(false)
    const timeline = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Timeline' }) })
    await timeline.getByText('Went live').waitFor({ timeout: 200_000 })
    await expect.poll(() => page.getByTestId('lifecycle-status').textContent()).toBe('Live')
    expect(await timeline.getByRole('listitem').first().textContent()).toContain('Vibeline (automatically)')
    expect(await playableInGermany(key, release.isrc)).toEqual(expect.objectContaining({ playable: true }))

    // Taken down with a reason: the feed says the track does not play in DE.
    await page.getByRole('button', { name: 'Take down' }).click()
    const takedown = page.getByRole('dialog', { name: `Take “${release.title}” down?` })
    await takedown.getByLabel('Reason').fill('Rights dispute raised by the label')
    await takedown.getByRole('button', { name: 'Take down' }).click()
    await takedown.waitFor({ state: 'hidden' })
    await expect.poll(() => page.getByTestId('lifecycle-status').textContent()).toBe('Taken down')
    await timeline.getByText('Rights dispute raised by the label').waitFor()
    const answer = await playableInGermany(key, release.isrc)
    expect(answer.playable).toBe(false)
    expect(answer.reason).toBe('not_released')
    // The webhook: answered 500 the first time, delivered again, both signed with the endpoint's secret.
    await expect
      .poll(() => hooks.received.length, { timeout: 60_000, interval: 500 })
      .toBeGreaterThanOrEqual(2)
    const [first, retry] = hooks.received
    expect([first.answered, retry.answered]).toEqual([500, 200])
    for (const delivery of [first, retry])
      expect(
        signedWith(endpoint.secret, delivery.headers[SIGNATURE_HEADER.toLowerCase()], delivery.body)
      ).toBe(true)
    expect(JSON.parse(retry.body)).toMatchObject({
      id: JSON.parse(first.body).id,
      type: 'release.taken_down',
      data: { release_id: release.id, reason: 'Rights dispute raised by the label' }
    })
    const removed = await fetch(`${SERVER_URL}${WEBHOOK_PATHS.endpoint(endpoint.data.id)}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` }
    })
    expect(removed.status).toBe(200)
    expect(describeProblems(problems)).toEqual([])

    // The release list finds releases with errors.
    await page.goto('/music/releases?has_errors=false')
    await page.getByRole('link', { name: `Open ${release.title}` }).waitFor()
    await context.close()

    // The page and the list of releases with errors in each look (English and Arabic, light and dark, 1440 and 390
    // px), in one page that loads the app once.
    const seen = await serverContext(browser, SERVER_ACCOUNTS.admin)
    const view = await seen.newPage()
    const viewProblems = watchPage(view)
    await seeInLooks(
      view,
      [
        ['release-lifecycle', path],
        ['releases-with-errors', '/music/releases?has_errors=true']
      ],
      (look, name) => expectCleanLook(view, viewProblems, look, name, SHOTS_DIR, '.tracklist')
    )
    await seen.close()
  }, 420_000)
})
