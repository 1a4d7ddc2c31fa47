// The UI showcase's routes crawled beyond the light English pass of crawl.e2e.ts, on every run: all of them in the
// dark skin and in Arabic at phone width (neither may scroll sideways), and a few representative pages in the
// bordered and semi-dark skins, where the skin itself is checked too (borders instead of shadows, a dark menu). The
// skin passes run only the axe rules a skin can change (SKIN_RULES); the Arabic phone pass runs them all.
// CRAWL_FILTER=<substring> narrows the routes, as in the whole-app crawl.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser'
import {
  crawlRoute,
  crawlTargets,
  crawlVisitor,
  describeVariant,
  type CrawlVariant,
  type Visitor
} from './support/crawl'
import { demoContext } from './support/session'

const SHOWCASE_PREFIXES = [
  '/components',
  '/cards',
  '/forms',
  '/tables',
  '/charts',
  '/extensions',
  '/page-layouts',
  '/icons',
  '/colors',
  '/typography'
]
const isShowcasePath = (path: string) =>
  SHOWCASE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

const filter = process.env.CRAWL_FILTER ?? ''
const showcase = crawlTargets(
  ({ route, url }) =>
    isShowcasePath(route.path) && (!filter || url.includes(filter) || route.path.includes(filter))
)

/** Pages with cards, tables, forms and lists: what the bordered and semi-dark skins restyle. */
const SKIN_SPOT_CHECKS = [
  '/cards/basic',
  '/cards/statistics',
  '/tables/reactstrap',
  '/forms/layouts',
  '/components/list-group'
]
const spotChecked = showcase.filter(({ url }) => SKIN_SPOT_CHECKS.includes(url))

const PHONE = { width: 390, height: 844 }

/** The bordered skin draws a border round every card and no shadow. */
async function borderedSkinProblems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main .card:not(.border-0)')].flatMap((card, index) => {
      const style = getComputedStyle(card)
      const problems: string[] = []
      if (style.boxShadow !== 'none')
        problems.push(`skin: card ${index + 1} casts a shadow (${style.boxShadow})`)
      if (style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) < 1)
        problems.push(`skin: card ${index + 1} has no border`)
      else if (style.borderTopColor === 'rgba(0, 0, 0, 0)' || style.borderTopColor === 'transparent')
        problems.push(`skin: card ${index + 1} has a transparent border`)
      return problems
    })
  )
}

/** The semi-dark skin is a light page with a dark menu. */
async function semiDarkSkinProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const luminance = (element: Element | null) => {
      const channels = element ? getComputedStyle(element).backgroundColor.match(/[\d.]+/g) : null
      if (!channels) return NaN
      const [r, g, b] = channels.slice(0, 3).map((c) => {
        const v = Number(c) / 255
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const problems: string[] = []
    const menu = document.querySelector('.main-menu')
    if (document.documentElement.getAttribute('data-bs-theme') !== 'light')
      problems.push('skin: the page is not in the light colour mode')
    if (!menu) problems.push('skin: no vertical menu')
    else if (!(luminance(menu) < 0.05))
      problems.push(`skin: the menu is not dark (${getComputedStyle(menu).backgroundColor})`)
    const card = document.querySelector('main .card')
    if (card && !(luminance(card) > 0.8))
      problems.push(`skin: a card is not light (${getComputedStyle(card).backgroundColor})`)
    return problems
  })
}

/**
 * The axe rules a skin can change the outcome of. crawl.e2e.ts runs every rule on these routes in the light skin, and
 * a skin is CSS (colours, borders, shadows under data-skin and data-bs-theme) plus the charts' palette and the navbar
 * button's label, so only the rules that read colours can find something new: color-contrast and link-in-text-block
 * (a link told apart from its text by colour alone), the two rules of axe's "cat.color" category it runs by default
 * (its AAA color-contrast-enhanced is off by default, and naming it here would check more than the light pass does).
 * Every other default rule reads the markup and the accessible names, which are the same in every skin. All rules in
 * the dark pass took 630 ms a route, these two 170 ms (14 showcase routes, run by run, on the loaded 2-core box).
 */
const SKIN_RULES = ['color-contrast', 'link-in-text-block']

/**
 * The Arabic pass at phone width keeps every rule. A language changes the lang attribute (html-has-lang,
 * html-lang-valid, valid-lang) and every text and label, so any rule over names (button-name, link-name, label,
 * label-content-name-mismatch, image-alt, document-title and the aria-*-name rules) can find a translation missing or
 * wrong; the direction and the width move text onto other backgrounds (color-contrast), make boxes scroll
 * (scrollable-region-focusable). And the phone width changes the markup itself: the layout renders a phone menu and
 * the compact lists (useMediaQuery), and CSS shows elements only phones get, which only this pass puts in front of
 * the structural rules (list, aria-required-children, nested-interactive...). So nearly every rule can find something
 * new, and at phone width the whole run is cheap anyway (190 ms a route, against 630 ms in the dark skin at 1366 px).
 */
const FULL_PASSES: { name: string; variant: CrawlVariant }[] = [
  { name: 'dark skin', variant: { skin: 'dark', checkOverflow: true, axeRules: SKIN_RULES } },
  { name: 'Arabic at phone width', variant: { language: 'ar', viewport: PHONE, checkOverflow: true } }
]

const SKIN_PASSES: {
  name: string
  variant: CrawlVariant
  skinProblems: (page: Page) => Promise<string[]>
}[] = [
  {
    name: 'bordered',
    variant: { skin: 'bordered', axeRules: SKIN_RULES },
    skinProblems: borderedSkinProblems
  },
  {
    name: 'semi-dark',
    variant: { skin: 'semi-dark', axeRules: SKIN_RULES },
    skinProblems: semiDarkSkinProblems
  }
]

describe('showcase crawl', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it.skipIf(filter)('finds the showcase routes and the spot-checked pages in the route table', () => {
    expect(showcase.length).toBeGreaterThanOrEqual(50)
    expect(spotChecked.map(({ url }) => url).sort()).toEqual([...SKIN_SPOT_CHECKS].sort())
  })

  describe.each(FULL_PASSES)('every showcase route in the $name', ({ variant }) => {
    let visitor: Visitor
    beforeAll(async () => {
      visitor = await crawlVisitor(await demoContext(browser, 'admin'), variant)
    })
    afterAll(async () => {
      await visitor?.context.close()
    })

    it.each(showcase)(`$url (${describeVariant(variant)})`, async (target) => {
      expect(await crawlRoute(visitor, target, variant), `route ${target.url}`).toEqual([])
    })
  })

  describe.each(SKIN_PASSES)(
    'representative showcase routes in the $name skin',
    ({ variant, skinProblems }) => {
      let visitor: Visitor
      beforeAll(async () => {
        visitor = await crawlVisitor(await demoContext(browser, 'admin'), variant)
      })
      afterAll(async () => {
        await visitor?.context.close()
      })

      it.each(spotChecked)(`$url (${describeVariant(variant)})`, async (target) => {
        const failures = await crawlRoute(visitor, target, variant)
        failures.push(...(await skinProblems(visitor.page)))
        expect(failures, `route ${target.url}`).toEqual([])
      })
    }
  )
})
