import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { axeProblems, type AxeContext } from './support/axe'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext, sharedDemoPage } from './support/session'
import { waitForSettledPage } from './support/settle'
import {
  ARABIC,
  DARK,
  forgetProblems,
  LIGHT,
  openInLook,
  PHONE,
  type Variant,
  visitInApp
} from './support/variants'

const SHOTS = process.env.E2E_SHOTS_DIR

// The navbar's own controls belong to the layout (checked by the route crawl); here only this area's markup and the
// navbar cart are checked.
const AXE_CONTEXT: AxeContext = { include: [['#main-content'], ['.navbar-cart']] }

describe('shop (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('adds a product to the cart, the navbar count follows, and the checkout places the order', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/ecommerce/shop')
    await page.getByText('Results: 27').waitFor()
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor()

    const card = page.locator('.product-card', {
      has: page.getByRole('heading', { name: 'Portable Bluetooth Speaker' })
    })
    await card.getByRole('button', { name: 'Add to cart' }).click()
    await card.getByRole('link', { name: 'View in cart' }).waitFor()
    await page.getByRole('button', { name: 'Cart, 1 items' }).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shop-light.png`, fullPage: true })

    await card.getByRole('link', { name: 'View in cart' }).click()
    await page.getByRole('heading', { name: 'Checkout' }).waitFor()
    await page
      .getByRole('list', { name: 'Items in your cart' })
      .getByText('Portable Bluetooth Speaker')
      .waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-cart.png`, fullPage: true })
    await page.getByRole('button', { name: 'Place order' }).click()

    await page.getByRole('button', { name: 'Deliver here' }).click()
    await page.getByText('Enter the full name.').waitFor()
    await page.getByLabel('Full name').fill('Ada Lovelace')
    await page.getByLabel('Phone number').fill('+44 20 7946 0958')
    await page.getByLabel('Street and house number').fill('12 Analytical Row')
    await page.getByLabel('City').fill('London')
    await page.getByLabel('Postcode').fill('EC1A 1BB')
    await page.getByRole('button', { name: 'Deliver here' }).click()

    await page.getByLabel('Name on card').fill('Ada Lovelace')
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry (MM/YY)').fill('12/30')
    await page.getByLabel('CVV').fill('123')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-payment.png`, fullPage: true })
    await page.getByRole('button', { name: 'Pay and place order' }).click()
    await page.getByRole('heading', { name: 'Thank you! Your order is placed.' }).waitFor()
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'))
    expect(stored.extras.eCommerceCartItemsCount).toBe(0)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('keeps the cart, its count and the wishlist after a reload', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/ecommerce/shop')
    await page.getByText('Results: 27').waitFor()
    const card = page.locator('.product-card', {
      has: page.getByRole('heading', { name: 'Smart Home Speaker' })
    })
    await card.getByRole('button', { name: 'Add to cart' }).click()
    await card.getByRole('link', { name: 'View in cart' }).waitFor()
    const heart = card.getByRole('button', { name: 'Wishlist' })
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    await page.getByRole('button', { name: 'Cart, 1 items' }).waitFor()

    await page.reload()
    await page.getByText('Results: 27').waitFor()
    await card.getByRole('link', { name: 'View in cart' }).waitFor()
    expect(await heart.getAttribute('aria-pressed')).toBe('true')
    const cartButton = page.getByRole('button', { name: 'Cart, 1 items' })
    await cartButton.click()
    await page
      .getByRole('region', { name: 'My cart' })
      .getByRole('link', { name: /Smart Home Speaker/ })
      .waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shop-after-reload.png`, fullPage: true })

    // Another screen after a reload: the count still comes from the session, the wishlist from the fake database.
    await page.goto('/apps/ecommerce/wishlist')
    await page.getByRole('heading', { name: 'Smart Home Speaker' }).waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'Smart Home Speaker' }).waitFor()
    await page.getByRole('button', { name: 'Cart, 1 items' }).waitFor()
    await page.goto('/apps/ecommerce/checkout')
    await page.getByRole('list', { name: 'Items in your cart' }).getByText('Smart Home Speaker').waitFor()
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('answers an unknown product with a friendly not-found page', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    await page.goto('/apps/ecommerce/product-detail/no-such-product')
    await page.getByRole('heading', { name: 'Product not found' }).waitFor()
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
      it(`has no serious accessibility violations on the shop screens (${variant.name})`, async () => {
        const { page, problems } = shared
        forgetProblems(problems)
        const screens = [
          { path: '/apps/ecommerce/shop', ready: '.product-card' },
          {
            path: '/apps/ecommerce/product-detail/studio-monitor-headphones-1',
            ready: '[role="radiogroup"]'
          },
          { path: '/apps/ecommerce/wishlist', ready: '.product-card' },
          { path: '/apps/ecommerce/checkout', ready: '.checkout-steps' }
        ]
        for (const [i, s] of screens.entries()) {
          if (i === 0) await openInLook(page, variant.look, s.path, '/apps/ecommerce/wishlist')
          else await visitInApp(page, s.path)
          await page.locator(s.ready).first().waitFor()
          await waitForSettledPage(page)
          const name = s.path.split('/')[3]
          if (SHOTS)
            await page.screenshot({ path: `${SHOTS}/shop-${name}-${variant.name}.png`, fullPage: true })
          expect(await axeProblems(page, AXE_CONTEXT), s.path).toEqual([])
        }
        expect(describeProblems(problems)).toEqual([])
      })
    }

    // Last in this page: the filter chosen here stays with the shop.
    it('on a phone shows the products first and the filters in a side panel', async () => {
      const { page, problems } = shared
      forgetProblems(problems)
      await openInLook(page, PHONE, '/apps/ecommerce/shop', '/apps/ecommerce/wishlist')
      await page.getByText('Results: 27').waitFor()
      expect(await page.locator('aside.shop-filters, aside .shop-filters').first().isVisible()).toBe(false)
      await waitForSettledPage(page)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/shop-phone.png` })
      await page.getByRole('button', { name: 'Filters', exact: true }).click()
      const panel = page.locator('.shop-filters-offcanvas')
      await panel.getByRole('checkbox', { name: 'Turntables' }).check()
      await panel.getByRole('button', { name: 'Show 4 results' }).waitFor()
      await waitForSettledPage(page)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/shop-phone-filters.png` })
      expect(await axeProblems(page, { include: [['.shop-filters-offcanvas']] })).toEqual([])
      await panel.getByRole('button', { name: 'Show 4 results' }).click()
      await panel.waitFor({ state: 'hidden' })
      await page.getByRole('button', { name: 'Filters (1)' }).waitFor()
      expect(await page.locator('.product-card').count()).toBe(4)
      expect(describeProblems(problems)).toEqual([])
    })
  })
})
