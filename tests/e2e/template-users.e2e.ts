// Template users in Chromium (demo build): the list, adding a user through the side panel, and the view page.
import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { describeViolations, seriousViolations, waitForTransitions } from './support/axe'
import { demoContext } from './support/session'
import { waitForSettledPage } from './support/settle'

const SHOTS = process.env.E2E_SHOTS_DIR

/** Serious axe violations of this screen; the shared navbar is checked by the shell and crawl tests. */
async function screenViolations(page: Page): Promise<string[]> {
  // A dialog or side panel that is still sliding in is half transparent: axe would see contrast problems.
  await waitForTransitions(page)
  const violations = await seriousViolations(page)
  const outside = []
  for (const v of violations) {
    const targets = await page.evaluate(
      (selectors: string[]) =>
        selectors.filter((s) => {
          try {
            return !document.querySelector(s)?.closest('.header-navbar')
          } catch {
            return true
          }
        }),
      v.targets
    )
    if (targets.length > 0) outside.push({ ...v, targets })
  }
  return describeViolations(outside)
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** A signed-in demo context with the given skin and language stored before the app loads. */
async function contextWith(
  browser: Browser,
  prefs: { skin?: string; language?: string }
): Promise<BrowserContext> {
  const context = await demoContext(browser, 'admin')
  await context.addInitScript(
    (entries: [string, string][]) => {
      for (const [key, value] of entries) localStorage.setItem(key, value)
    },
    Object.entries(prefs).filter((e): e is [string, string] => typeof e[1] === 'string')
  )
  return context
}

describe('template users (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('adds a user through the side panel, who then appears in the list and opens on the view page', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/user/list')
    await waitForSettledPage(page)
    await page.getByText('Showing 1 to 10 of 50 entries').waitFor()
    expect(await page.getByRole('table').getByRole('row').count()).toBe(11)
    // The totals come from a request of their own, which may answer after the table's.
    await expect.poll(() => page.getByTestId('stat-total').textContent(), { timeout: 10_000 }).toBe('50')
    expect(await screenViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Add new user' }).click()
    const panel = page.getByRole('dialog', { name: 'Add user' })
    await panel.waitFor()
    await panel.getByRole('button', { name: 'Add user' }).click()
    await panel.getByText('Enter the full name.').waitFor()
    expect(await panel.getByText('Choose a plan.').isVisible()).toBe(true)
    expect(await screenViolations(page)).toEqual([])
    await shoot(page, 'h6-user-add-errors')

    await panel.getByLabel('Full name').fill('Aaron Aardvark')
    await panel.getByLabel('Username').fill('aaron.a')
    await panel.getByLabel('Email').fill('aaron@vibeline.test')
    await panel.getByLabel('Contact number').fill('+1 (555) 010-2020')
    await panel.getByLabel('Company').fill('Vibeline')
    await panel.getByLabel('Country').selectOption('Portugal')
    await panel.getByLabel('Role').selectOption('editor')
    await panel.getByLabel('Plan').selectOption('team')
    await panel.getByRole('button', { name: 'Add user' }).click()

    await page.getByText('Aaron Aardvark was added.').waitFor()
    await page.getByText('Showing 1 to 10 of 51 entries').waitFor()
    const link = page.getByRole('link', { name: 'Aaron Aardvark', exact: true })
    expect(await link.getAttribute('href')).toBe('/apps/user/view/51')
    await link.click()
    await page.getByRole('heading', { level: 1, name: 'Aaron Aardvark' }).waitFor()
    expect(await page.getByText('aaron@vibeline.test').isVisible()).toBe(true)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('saves the notification and connection settings of a user, which are still there after going away and back', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/user/list')
    await waitForSettledPage(page)
    const link = page.locator('table tbody tr').first().getByRole('link').first()
    const name = (await link.textContent())?.trim() ?? ''
    await link.click()
    await page.getByRole('heading', { level: 1, name }).waitFor()

    await page.getByRole('tab', { name: 'Connections' }).click()
    const slack = page.getByRole('switch', { name: 'Connect Slack' })
    const slackWas = await slack.isChecked()
    await slack.click()
    await page.getByText('Slack saved').waitFor()
    expect(await slack.isChecked()).toBe(!slackWas)
    expect(await screenViolations(page)).toEqual([])
    await shoot(page, 'h6-user-view-connections-saved')

    await page.getByRole('tab', { name: 'Notifications' }).click()
    const box = page.getByRole('checkbox', { name: 'New for you: App' })
    const boxWas = await box.isChecked()
    await box.click()
    await page.getByText('You have unsaved changes.').waitFor()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Notification preferences saved.').waitFor()
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true)
    expect(await screenViolations(page)).toEqual([])
    await shoot(page, 'h6-user-view-notifications-saved')

    // Away to the list and back, inside the app (a reload would restart the in-memory fake database).
    await page.goBack()
    await page.getByText('Showing 1 to 10 of 50 entries').waitFor()
    await page.locator('table tbody tr').first().getByRole('link').first().click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await page.getByRole('tab', { name: 'Notifications' }).click()
    expect(await page.getByRole('checkbox', { name: 'New for you: App' }).isChecked()).toBe(!boxWas)
    await page.getByRole('tab', { name: 'Connections' }).click()
    expect(await page.getByRole('switch', { name: 'Connect Slack' }).isChecked()).toBe(!slackWas)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it.each([
    { name: 'light', prefs: {} },
    { name: 'dark', prefs: { skin: 'dark' } },
    { name: 'rtl', prefs: { language: 'ar' } },
    { name: 'dark-rtl', prefs: { skin: 'dark', language: 'ar' } }
  ])('list and view pages pass axe and load cleanly ($name)', async ({ name, prefs }) => {
    const context = await contextWith(browser, prefs)
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/user/list')
    await waitForSettledPage(page)
    await page.locator('table tbody tr').nth(9).waitFor()
    expect(await screenViolations(page), `list ${name}`).toEqual([])
    await shoot(page, `h6-user-list-${name}`)
    await page.goto('/apps/user/view/2')
    await waitForSettledPage(page)
    await page.getByRole('tablist').waitFor()
    expect(await screenViolations(page), `view ${name}`).toEqual([])
    await shoot(page, `h6-user-view-${name}`)
    expect(describeProblems(problems), name).toEqual([])
    await context.close()
  })
})
