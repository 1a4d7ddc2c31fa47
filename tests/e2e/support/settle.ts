import type { Page } from 'playwright-core'

/** Waits until the app has booted and the page's own content is on screen (no loading screen, no spinner). */
export async function waitForSettledPage(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout })
  // One look in the page for all of these: a wait of its own for each cost a round trip to the browser, ~20 ms a
  // route on a busy 2-core machine.
  await page.waitForFunction(unsettled, false, { timeout }).catch(async (error: Error) => {
    const pending = await page.evaluate(unsettled, true).catch(() => [])
    throw new Error(`${error.message}\nstill: ${String(pending)}`)
  })
  await page.waitForLoadState('networkidle', { timeout })
  // Let entrance animations (the router's fade) finish: half-transparent text would fail the contrast check.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
    undefined,
    { timeout }
  )
}

/** What still keeps the page from being settled; with `list` false, whether nothing does. Runs in the page. */
function unsettled(list: boolean): string[] | boolean {
  const main = document.querySelector('main')
  const box = main?.getBoundingClientRect()
  const pending = [
    !!document.querySelector('.vibeline-loading-screen') && 'the loading screen',
    // Visible as Playwright means it: a box of some size, not visibility: hidden.
    !(main && box!.width > 0 && box!.height > 0 && getComputedStyle(main).visibility !== 'hidden') &&
      'no visible <main>',
    // After an in-app navigation the old page stays on screen until the new one's chunk has loaded.
    document.querySelector('[data-pathname]')?.getAttribute('data-pathname') !== window.location.pathname &&
      'the page of the last URL',
    // Spinners shown as examples (the UI showcase's spinners page) are content, not a page still loading.
    !!document.querySelector('main .spinner-border:not(.showcase-spinners .spinner-border)') && 'a spinner'
  ].filter((reason) => reason !== false)
  return list ? pending : pending.length === 0
}

/**
 * dnd-kit's keyboard sensor starts listening for the arrow keys in a zero-delay timer after the pick-up key; an
 * arrow pressed before that timer has run is lost. Timers of equal delay run in the order they were set, so once a
 * zero-delay timer set now has run, the sensor is listening.
 */
export async function keyboardDragReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
}
