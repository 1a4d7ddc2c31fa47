// The API reference at /docs on the API server (issue 39 §2): it renders under the app's Content-Security-Policy
// with nothing in the console, lists every operation of the served document, and "Try it out" with an API key
// reaches the running server and shows its answer.
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { describeProblems, launchBrowser, newContext, watchPage } from './support/browser'
import { SERVER_ACCOUNTS, SERVER_DIST, SERVER_URL } from './support/config'

type Document = { paths: Record<string, Record<string, { operationId: string }>> }

describe.skipIf(!existsSync(`${SERVER_DIST}/index.html`))('the API reference (/docs)', () => {
  let browser: Browser
  let context: BrowserContext
  beforeAll(async () => {
    browser = await launchBrowser()
    context = await newContext(browser, SERVER_URL)
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
  })

  /** A new catalog:read key, made as the administrator through the API. */
  async function newKey(): Promise<string> {
    const login = await context.request.post('/jwt/login', { data: SERVER_ACCOUNTS.admin })
    expect(login.status()).toBe(200)
    const { accessToken } = (await login.json()) as { accessToken: string }
    const created = await context.request.post('/admin/v2/api_keys', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { name: `Docs e2e ${Date.now().toString(36)}`, scope: 'catalog:read' }
    })
    expect(created.status()).toBe(201)
    return ((await created.json()) as { key: string }).key
  }

  it('renders every operation under the CSP, and "Try it out" with an API key answers from the server', async () => {
    const document = (await (await context.request.get('/docs/json')).json()) as Document
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId)
    )
    expect(ids.length).toBeGreaterThan(50)
    const key = await newKey()

    const page = await context.newPage()
    const problems = watchPage(page)
    const answer = await page.goto('/docs')
    expect(answer?.status()).toBe(200)
    expect(
      answer!.headers()['content-security-policy'],
      'the reference is served under the app’s Content-Security-Policy'
    ).toContain("script-src 'self'")
    await page.getByRole('heading', { name: /Vibeline API/ }).waitFor()
    // Every operation of the document is on the page, under its name (displayOperationId).
    const shown = await page.locator('.opblock .opblock-summary-operation-id').allTextContents()
    expect(new Set(shown)).toEqual(new Set(ids))

    await page.getByRole('button', { name: 'Authorize' }).first().click()
    // The key goes in the apiKey scheme (bearer, the access token of a person, stays empty).
    const scheme = page.locator('.modal-ux .auth-container', {
      has: page.locator('h4', { hasText: 'apiKey' })
    })
    await scheme.getByRole('textbox').fill(key)
    await scheme.getByRole('button', { name: 'Apply credentials' }).click()
    await scheme.getByRole('button', { name: 'Close' }).click()
    await page.locator('.modal-ux').waitFor({ state: 'hidden' })

    const operation = page.locator('.opblock', {
      has: page.locator('.opblock-summary-operation-id', { hasText: /^listTracks$/ })
    })
    await operation.locator('.opblock-summary-control').click()
    await operation.getByRole('button', { name: 'Try it out' }).click()
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/v2/tracks'),
      operation.getByRole('button', { name: 'Execute' }).click()
    ])
    expect(response.status()).toBe(200)
    expect(await response.request().headerValue('authorization')).toBe(`Bearer ${key}`)
    await expect
      .poll(() => operation.locator('.live-responses-table tbody .response-col_status').first().textContent())
      .toContain('200')
    expect(describeProblems(problems)).toEqual([])
  })
})
