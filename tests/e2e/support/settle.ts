import type { Page } from 'playwright-core'

/** Waits until the app has booted and the page's own content is on screen (no loading screen, no spinner). */
export async function waitForSettledPage(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout })
  await page.waitForSelector('.vibeline-loading-screen', { state: 'detached', timeout })
  await page.waitForSelector('main', { state: 'visible', timeout })
  // After an in-app navigation the old page stays on screen until the new one's chunk has loaded.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-pathname]')?.getAttribute('data-pathname') === window.location.pathname,
    undefined,
    { timeout }
  )
  // Spinners shown as examples (the UI showcase's spinners page) are content, not a page still loading.
  await page.waitForFunction(
    () => !document.querySelector('main .spinner-border:not(.showcase-spinners .spinner-border)'),
    undefined,
    { timeout }
  )
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

/**
 * dnd-kit's keyboard sensor starts listening for the arrow keys in a zero-delay timer after the pick-up key; an
 * arrow pressed before that timer has run is lost. Timers of equal delay run in the order they were set, so once a
 * zero-delay timer set now has run, the sensor is listening.
 */
export async function keyboardDragReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
}
