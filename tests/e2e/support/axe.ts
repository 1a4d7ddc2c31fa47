// Runs axe-core inside the page (its source injected as a script: @axe-core/playwright needs a newer Node).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
let axeSource: string | undefined

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] }

/** What axe looks at: the whole document, or an axe context such as { exclude: [['.header-navbar']] }. */
export type AxeContext = { include?: string[][]; exclude?: string[][] }

/**
 * Which of axe's rules run: all those axe enables by default, or only the listed ones (axe's `runOnly`). A listed
 * rule that axe leaves off by default (target-size, the AAA contrast) would run too, so a list should name only
 * rules of the default set, or it checks more than the full pass it stands in for.
 */
export type AxeRules = readonly string[] | undefined

/**
 * The serious and critical accessibility violations on the page as it is now. A violation counts only if a second
 * check, once the page has had time to settle, finds it on the same element again: on a loaded machine a first
 * check can land in the middle of a colour transition (a button losing focus as a dialog takes it, a press
 * ripple), which is no problem a person would meet. A real problem is there both times.
 */
export async function seriousViolations(
  page: Page,
  context?: AxeContext,
  rules?: AxeRules
): Promise<AxeViolation[]> {
  const first = await runAxe(page, context, rules)
  if (first.length === 0) return first
  await page.waitForTimeout(SETTLE_MS)
  await waitForTransitions(page)
  const again = await runAxe(page, context, rules)
  const seen = new Set(first.flatMap((v) => v.targets.map((target) => `${v.id} ${target}`)))
  return again
    .map((v) => ({ ...v, targets: v.targets.filter((target) => seen.has(`${v.id} ${target}`)) }))
    .filter((v) => v.targets.length > 0)
}

/** Longer than the app's transitions (Bootstrap's 150–300 ms, the 500 ms press ripple). */
const SETTLE_MS = 600

async function runAxe(page: Page, context?: AxeContext, rules?: AxeRules): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  return page.evaluate(
    async ([context, rules]) => {
      type Result = {
        violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[]
      }
      const axe = (window as unknown as { axe: { run(ctx: object, opts: object): Promise<Result> } }).axe
      const result = await axe.run(context ?? document, {
        resultTypes: ['violations'],
        ...(rules && { runOnly: { type: 'rule', values: rules } })
      })
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' '))
        }))
    },
    [context ?? null, rules ?? null] as const
  )
}

/** The shared navbar is left to the shell tests and the route crawl; app specs check their own content. */
export const WITHOUT_NAVBAR: AxeContext = { exclude: [['.header-navbar']] }

/**
 * Waits until the router's fade-in, a dialog's or side panel's slide and other transitions have finished: axe run
 * on half-transparent text reports contrast problems that are not there. Toasts come and go on their own.
 */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((a) => !((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('.Toastify'))
        .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
    undefined,
    { timeout: 5_000 }
  )
}

/** Violations as readable lines, once the router's fade-in and other transitions have finished. */
export async function axeProblems(page: Page, context: AxeContext = WITHOUT_NAVBAR): Promise<string[]> {
  await waitForTransitions(page)
  return describeViolations(await seriousViolations(page, context))
}

export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map((v) => `axe ${v.impact} ${v.id}: ${v.help} — ${v.targets.join(' | ')}`)
}
