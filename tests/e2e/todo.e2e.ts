import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { axeProblems, waitForTransitions } from './support/axe'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext } from './support/session'
import { keyboardDragReady } from './support/settle'

const SHOTS = process.env.E2E_SHOTS_DIR

const titles = (page: Page) => page.locator('.todo-task-list .todo-title').allTextContents()

describe('todo (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('completes a task, which then shows under Completed', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/todo')
    const tasks = page.getByRole('list', { name: 'Tasks' })
    await tasks.waitFor()
    const checkbox = page.getByRole('checkbox', { name: 'Completed: Plan the artist onboarding workshop' })
    await checkbox.check()
    expect(await checkbox.isChecked()).toBe(true)
    expect(await axeProblems(page)).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h7-todo-light-ltr.png` })

    await page.getByRole('link', { name: 'Completed' }).click()
    await page.getByRole('heading', { name: 'Completed', level: 2 }).waitFor()
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.todo-task-list .todo-title')].some((el) =>
        el.textContent?.includes('Plan the artist onboarding workshop')
      )
    )
    expect(await titles(page)).toContain('Plan the artist onboarding workshop')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('moves a task with the keyboard, and the new order survives a reload of the list', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/todo')
    await page.getByRole('list', { name: 'Tasks' }).waitFor()
    const before = await titles(page)
    const moved = [before[1], before[0], ...before.slice(2)]
    const handle = page.getByRole('button', { name: `Move “${before[0]}”` })
    await handle.focus()
    // Each key waits for the previous step of the keyboard drag to have happened in the page.
    await page.keyboard.press('Space')
    await expect.poll(() => handle.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true')
    await keyboardDragReady(page)
    await page.keyboard.press('ArrowDown')
    // dnd-kit says where the task is in its (visually hidden) live region.
    await page
      .locator('[id^="DndLiveRegion"]', { hasText: `“${before[0]}” is over position 2.` })
      .waitFor({ state: 'attached' })
    await page.keyboard.press('Space')
    await expect.poll(() => titles(page), { timeout: 10_000 }).toEqual(moved)

    // Away and back: the list is fetched again from the fake database. The Important list is shorter, so the
    // whole list matching means the list of My tasks has been loaded again.
    await page.getByRole('link', { name: 'Important' }).click()
    await page.getByRole('heading', { name: 'Important', level: 2 }).waitFor()
    await expect
      .poll(async () => (await titles(page)).length, { timeout: 10_000 })
      .toBeLessThan(before.length)
    await page.getByRole('link', { name: 'My tasks' }).click()
    await page.getByRole('heading', { name: 'My tasks', level: 2 }).waitFor()
    await expect.poll(() => titles(page), { timeout: 10_000 }).toEqual(moved)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('asks for a title before adding a task, then lists the new task first', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    const problems = watchPage(page)
    await page.goto('/apps/todo')
    await page.getByRole('list', { name: 'Tasks' }).waitFor()
    await page.getByRole('button', { name: 'Add task' }).click()
    const panel = page.getByRole('dialog', { name: 'Add task' })
    await panel.getByRole('button', { name: 'Add' }).click()
    await panel.getByText('Enter a title for the task.').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h7-todo-phone-validation.png` })
    await panel.getByLabel('Title').fill('Send the mastering notes')
    await panel.getByRole('button', { name: 'Add' }).click()
    await page.locator('.todo-panel').waitFor({ state: 'detached' })
    await page.waitForFunction(
      () => document.querySelector('.todo-task-list .todo-title')?.textContent === 'Send the mastering notes'
    )
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h7-todo-phone-list.png` })
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it.runIf(SHOTS)('looks right in the dark skin and right to left, with the panel open', async () => {
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
      await page.goto('/apps/todo')
      await page.locator('.todo-task-list').waitFor()
      await page.screenshot({ path: `${SHOTS}/h7-todo-${skin}-${language}.png` })
      expect(await axeProblems(page)).toEqual([])
      await page.locator('.todo-title').first().click()
      await page.locator('.todo-panel.show').waitFor()
      await waitForTransitions(page)
      await page.screenshot({ path: `${SHOTS}/h7-todo-panel-${skin}-${language}.png` })
      expect(await axeProblems(page)).toEqual([])
      expect(describeProblems(problems)).toEqual([])
      await context.close()
    }
  })
})
