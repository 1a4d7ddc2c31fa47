import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { axeProblems, waitForTransitions } from './support/axe'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext } from './support/session'

const SHOTS = process.env.E2E_SHOTS_DIR

describe('chat (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('sends a message that shows in the thread and in the chat list', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/chat')
    const chats = page.getByRole('list', { name: 'Chats' })
    await chats.waitFor()
    expect(await page.getByRole('heading', { name: 'Start a conversation' }).isVisible()).toBe(true)

    // A contact without a chat: the first message starts one.
    await page
      .getByRole('list', { name: 'Contacts' })
      .getByRole('button', { name: /^Grace Mensah/ })
      .click()
    await page.getByRole('heading', { name: 'Grace Mensah', level: 2 }).waitFor()
    const box = page.getByRole('textbox', { name: 'Message to Grace Mensah' })
    await box.fill('Loved the last episode!')
    await box.press('Shift+Enter')
    await box.pressSequentially('Can we feature it on Friday?')
    await box.press('Enter')

    const log = page.getByRole('log')
    await log.getByText('Can we feature it on Friday?').waitFor()
    // The box is emptied once the send has finished, which may be a render after the message shows.
    await expect.poll(() => box.inputValue(), { timeout: 10_000 }).toBe('')
    await chats.getByRole('button', { name: /^Grace Mensah/ }).waitFor()
    expect(await chats.getByRole('button').first().textContent()).toContain('Loved the last episode!')

    // The newest message is in view.
    const scrolled = await log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)
    expect(scrolled).toBeLessThan(2)

    expect(await axeProblems(page)).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h7-chat-light-ltr.png` })

    // The profile panel: a new status shows on the profile avatar's button.
    await page.getByRole('button', { name: 'Your profile (status: Online)' }).click()
    // The radio follows the saved profile, so it turns only when the answer is in: click, then wait for it.
    await page.getByRole('radio', { name: 'Away' }).click()
    await page.getByRole('button', { name: 'Your profile (status: Away)' }).waitFor()
    expect(await axeProblems(page)).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h7-chat-profile.png` })
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('on a phone shows the lists or the open chat, with a way back', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    const problems = watchPage(page)
    await page.goto('/apps/chat')
    await page
      .getByRole('list', { name: 'Chats' })
      .getByRole('button', { name: /^Chen Wei/ })
      .click()
    await page.getByRole('heading', { name: 'Chen Wei', level: 2 }).waitFor()
    expect(await page.getByRole('list', { name: 'Chats' }).isVisible()).toBe(false)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h7-chat-phone-thread.png` })
    await page.getByRole('button', { name: 'Back to chats' }).click()
    await page.getByRole('list', { name: 'Chats' }).waitFor()
    expect(await page.getByRole('log').count()).toBe(0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h7-chat-phone-lists.png` })
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it.runIf(SHOTS)('looks right in the dark skin and right to left', async () => {
    for (const [skin, language] of [
      ['dark', 'en'],
      ['light', 'ar'],
      ['dark', 'ar']
    ] as const) {
      const context = await demoContext(browser, 'admin')
      await context.addInitScript(
        ([s, l]) => {
          localStorage.setItem('skin', s)
          localStorage.setItem('language', l)
        },
        [skin, language]
      )
      const page = await context.newPage()
      const problems = watchPage(page)
      await page.goto('/apps/chat')
      await page.locator('.chat-list-item').first().click()
      await page.getByRole('log').waitFor()
      await waitForTransitions(page)
      await page.screenshot({ path: `${SHOTS}/h7-chat-${skin}-${language}.png` })
      expect(await axeProblems(page)).toEqual([])
      expect(describeProblems(problems)).toEqual([])
      await context.close()
    }
  })
})
