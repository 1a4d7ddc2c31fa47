import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { axeProblems, type AxeContext } from './support/axe'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext, sharedDemoPage } from './support/session'
import { waitForSettledPage } from './support/settle'
import { ARABIC, DARK, forgetProblems, LIGHT, openInLook, type Variant } from './support/variants'

const SHOTS = process.env.E2E_SHOTS_DIR

// The navbar's own controls belong to the layout (checked by the route crawl); here only this area's markup and the
// navbar cart are checked.
const AXE_CONTEXT: AxeContext = { include: [['#main-content'], ['.navbar-cart']] }

describe('calendar (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('adds an event that then shows in the month view', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/calendar')
    await page.locator('.fc-event').first().waitFor()
    expect(
      await page.locator('.fc-daygrid-event-harness .fc-event, .fc-daygrid-more-link').count()
    ).toBeGreaterThan(5)

    await page.getByRole('button', { name: 'Add event' }).click()
    const panel = page.getByRole('dialog', { name: 'Add event' })
    await panel.getByLabel('Title').fill('Release party')
    await panel.getByRole('button', { name: 'Add', exact: true }).click()
    await panel.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'List' }).click()
    await page.getByText('Release party').waitFor()
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('moves an event by dragging it to another day, and saves the move', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/calendar')
    const event = page.locator('.fc-daygrid-event', { hasText: 'Yoga class' })
    await event.waitFor()
    // Measure the cells once the page has stopped moving (router fade-in, calendar layout).
    await waitForSettledPage(page)
    const from = await event.boundingBox()
    const target = await page
      .locator('td.fc-daygrid-day')
      .filter({ has: page.locator('a.fc-daygrid-day-number', { hasText: /^20$/ }) })
      .first()
      .boundingBox()
    if (!from || !target) throw new Error('calendar cells not laid out')
    await page.mouse.move(from.x + 10, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + 30, from.y + from.height / 2, { steps: 5 })
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 15 })
    await page.mouse.up()
    await page.getByText('Event updated.').waitFor()
    await page.locator('.fc-listMonth-button').click()
    const day = page.locator('.fc-list-day', { hasText: /20/ }).first()
    await day.waitFor()
    const row = page.locator('.fc-list-event', { hasText: 'Yoga class' })
    // The list shows the event under the 20th: the day header right before it.
    const header = await row.evaluate((el) => {
      let prev = el.previousElementSibling
      while (prev && !prev.classList.contains('fc-list-day')) prev = prev.previousElementSibling
      return prev?.getAttribute('data-date') ?? ''
    })
    expect(header.endsWith('-20')).toBe(true)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('lengthens an event by dragging its end in the week view, and saves the new end', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/calendar')
    await page.locator('.fc-daygrid-event', { hasText: 'Yoga class' }).waitFor()
    // The 19th's day link opens its day; the week button then shows the week around it.
    await page
      .locator('td.fc-daygrid-day')
      .filter({ has: page.locator('a.fc-daygrid-day-number', { hasText: /^19$/ }) })
      .first()
      .locator('a.fc-daygrid-day-number')
      .click()
    await page.locator('.fc-timeGridDay-view').waitFor()
    await page.locator('.fc-timeGridWeek-button').click()
    await page.locator('.fc-timeGridWeek-view').waitFor()
    const event = page.locator('.fc-timegrid-event', { hasText: 'Yoga class' })
    await event.waitFor()
    await waitForSettledPage(page)

    // Yoga class runs 7:00 to 8:00; pull its end down to the 9:00 line.
    const slot = async (time: string) => {
      const box = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox()
      if (!box) throw new Error(`no ${time} slot`)
      return box
    }
    const nine = await slot('09:00:00')
    await event.hover()
    const handle = event.locator('.fc-event-resizer-end')
    await handle.waitFor()
    const grip = await handle.boundingBox()
    if (!grip) throw new Error('no resize handle')
    const x = grip.x + grip.width / 2
    await page.mouse.move(x, grip.y + grip.height / 2)
    await page.mouse.down()
    await page.mouse.move(x, grip.y + grip.height / 2 + 8, { steps: 4 })
    // Just above the 9:00 line: the end snaps to the slot boundary there.
    await page.mouse.move(x, nine.y - 3, { steps: 15 })
    await page.mouse.up()
    await page.getByText('Event updated.').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-week-resized.png`, fullPage: true })

    await event.click()
    const panel = page.getByRole('dialog', { name: 'Edit event' })
    await panel.waitFor()
    expect(await panel.getByLabel('Start', { exact: true }).inputValue()).toMatch(/-19T07:00$/)
    expect(await panel.getByLabel('End', { exact: true }).inputValue()).toMatch(/-19T09:00$/)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  // One page for the looks (openInLook in support/variants.ts).
  describe('in each look, in one page', () => {
    const shared = sharedDemoPage(() => browser)

    const variants: { name: string; look: Variant }[] = [
      { name: 'light', look: LIGHT },
      { name: 'dark', look: DARK },
      { name: 'rtl', look: ARABIC }
    ]
    for (const variant of variants) {
      it(`has no serious accessibility violations in the ${variant.name} variant, in month and list views`, async () => {
        const { page, problems } = shared
        forgetProblems(problems)
        // The calendar opened anew in the look shows its first view, the month.
        await openInLook(page, variant.look, '/apps/calendar', '/apps/todo')
        await page.locator('.fc-event').first().waitFor()
        if (variant.name === 'rtl') expect(await page.locator('.fc-direction-rtl').count()).toBe(1)
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-${variant.name}.png`, fullPage: true })
        expect(await axeProblems(page, AXE_CONTEXT)).toEqual([])
        await page.locator('.fc-listMonth-button').click()
        await page.locator('.fc-list-event').first().waitFor()
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar-${variant.name}-list.png` })
        expect(await axeProblems(page, AXE_CONTEXT)).toEqual([])
        await page.locator('.fc-timeGridWeek-button').click()
        await page.locator('.fc-timegrid').waitFor()
        expect(await axeProblems(page, AXE_CONTEXT)).toEqual([])
        expect(describeProblems(problems)).toEqual([])
      })
    }
  })
})
