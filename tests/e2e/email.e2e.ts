import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { axeProblems } from './support/axe'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext, sharedDemoPage } from './support/session'
import { waitForSettledPage } from './support/settle'
import { ARABIC, DARK, forgetProblems, openInLook, PHONE } from './support/variants'

const SHOTS = process.env.E2E_SHOTS_DIR

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

describe('email (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('reads a mail, walks to the next one and stars it', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/email')
    await waitForSettledPage(page)
    const list = page.getByRole('region', { name: 'Messages' })
    await list.getByRole('listitem').first().waitFor()
    expect(await list.getByRole('listitem').count()).toBe(15)
    expect(await page.getByRole('link', { name: /Inbox/ }).textContent()).toContain('8')
    expect(await axeProblems(page)).toEqual([])
    await shoot(page, 'email-list')

    await list.getByRole('button', { name: /Maya Okafor.*Playlist pitch/ }).click()
    await page.getByRole('heading', { name: 'Playlist pitch: Northbeat spring singles' }).waitFor()
    expect(await page.getByText('northbeat-press-kit.pdf').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Older message' }).click()
    await page.getByRole('heading', { name: 'Royalty statement for October' }).waitFor()
    const star = page.getByRole('button', { name: 'Star', exact: true })
    await star.click()
    await page.getByRole('button', { name: 'Remove star', exact: true }).waitFor()
    expect(await axeProblems(page)).toEqual([])
    await shoot(page, 'email-detail')

    await page.getByRole('button', { name: 'Back to the list' }).click()
    await page.getByRole('link', { name: 'Starred' }).click()
    await page.waitForURL('**/apps/email/starred')
    await list.getByText('Royalty statement for October').waitFor()
    // Both opened mails now count as read.
    await page.getByRole('link', { name: /Inbox/ }).filter({ hasText: '6' }).waitFor()
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('never runs the script or onerror handler of a hostile mail', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/email')
    await waitForSettledPage(page)
    await page.getByRole('button', { name: /Sofia Marquez.*Your account security notice/ }).click()
    await page.getByRole('heading', { name: 'Your account security notice' }).waitFor()
    // A handler would run once an image has loaded or failed: wait for every image of the mail to be done.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.email-body img')].every((img) => img.complete)
    )
    expect(
      await page.evaluate(() => (window as { __vibelinePwned?: boolean }).__vibelinePwned)
    ).toBeUndefined()
    expect(await page.locator('.email-body script, .email-body [onerror]').count()).toBe(0)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('sends a composed mail that lands in Sent', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/email')
    await waitForSettledPage(page)
    await page.getByRole('button', { name: 'Compose' }).click()
    const dialog = page.getByRole('dialog', { name: 'New message' })
    await dialog.getByLabel('To').fill('maya.okafor@northbeat.io')
    await dialog.getByLabel('Subject').fill('Fresh Finds slot confirmed')
    await dialog.getByRole('textbox', { name: 'Message' }).click()
    await page.keyboard.type('Your single is in the Friday update.')
    await shoot(page, 'email-compose')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Message sent.').waitFor()
    await page.getByRole('link', { name: 'Sent' }).click()
    await page.getByRole('region', { name: 'Messages' }).getByText('Fresh Finds slot confirmed').waitFor()
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  // One page for the looks (openInLook in support/variants.ts).
  // A mail a look opens stays read for the next: the list still shows read and unread mails.
  describe('in other looks, in one page', () => {
    const shared = sharedDemoPage(() => browser)

    for (const variant of [
      { name: 'dark', look: DARK },
      { name: 'rtl', look: ARABIC }
    ]) {
      it(`renders without problems in the ${variant.name} variant`, async () => {
        const { page, problems } = shared
        forgetProblems(problems)
        await openInLook(page, variant.look, '/apps/email', '/apps/email/sent')
        await page.locator('.email-item').first().waitFor()
        expect(await axeProblems(page)).toEqual([])
        await shoot(page, `email-list-${variant.name}`)
        await page.locator('.email-item-open').nth(1).click()
        await page.locator('.email-detail-pane').waitFor()
        await shoot(page, `email-detail-${variant.name}`)
        expect(await axeProblems(page)).toEqual([])
        expect(describeProblems(problems)).toEqual([])
      })
    }

    it('opens the folders from a button on a phone', async () => {
      const { page, problems } = shared
      forgetProblems(problems)
      await openInLook(page, PHONE, '/apps/email', '/apps/email/sent')
      await page.locator('.email-item').first().waitFor()
      await shoot(page, 'email-phone-list')
      await page.getByRole('button', { name: 'Open folders' }).click()
      const panel = page.locator('.email-offcanvas')
      await panel.getByRole('link', { name: 'Sent' }).waitFor()
      await shoot(page, 'email-phone-folders')
      await panel.getByRole('link', { name: 'Sent' }).click()
      await page.waitForURL('**/apps/email/sent')
      await page
        .getByRole('region', { name: 'Messages' })
        .getByText('Loudness targets for the new EP')
        .waitFor()
      expect(await axeProblems(page)).toEqual([])
      expect(describeProblems(problems)).toEqual([])
    })
  })
})
