// Roles and permissions in Chromium (demo build): adding a permission and editing a role.
import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { describeViolations, seriousViolations, waitForTransitions } from './support/axe'
import { demoContext } from './support/session'
import { waitForSettledPage } from './support/settle'
import { visitInApp } from './support/variants'

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

describe('roles and permissions (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('adds a permission, which appears first and is assigned to administrators only', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/permissions')
    await waitForSettledPage(page)
    const rows = page.locator('table tbody tr')
    await rows.nth(8).waitFor()
    expect(await rows.count()).toBe(9)
    expect(await screenViolations(page)).toEqual([])
    await shoot(page, 'h6-permissions')

    await page.getByRole('button', { name: 'Add permission' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add new permission' })
    await dialog.getByRole('button', { name: 'Create permission' }).click()
    await dialog.getByText('Enter a permission name.').waitFor()
    await dialog.getByLabel('Permission name').fill('Export Reports')
    await dialog.getByLabel('Set as core permission').check()
    await dialog.getByRole('button', { name: 'Create permission' }).click()

    await page.getByText('Permission “Export Reports” added.').waitFor()
    await rows.nth(9).waitFor()
    const first = rows.first()
    expect(await first.locator('td').first().textContent()).toContain('Export Reports')
    expect(await first.locator('.badge').allTextContents()).toEqual(['Core', 'Administrator'])

    await page.getByLabel('Search permissions').fill('export')
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor()
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('shows the role cards and edits a role in the permission matrix', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/roles')
    await waitForSettledPage(page)
    await page.getByRole('heading', { name: 'Restricted User' }).waitFor()
    await page.getByText('Showing 1 to 10 of 50 entries').waitFor()
    expect(await screenViolations(page)).toEqual([])
    await shoot(page, 'h6-roles')

    await page.getByRole('button', { name: 'Edit role Manager' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit role' })
    await dialog.waitFor()
    expect(await screenViolations(page)).toEqual([])
    await shoot(page, 'h6-role-edit')
    await dialog.getByRole('checkbox', { name: 'API Control: Read' }).check()
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await page.getByText('Role “Manager” saved.').waitFor()
    await page.getByRole('button', { name: 'Edit role Manager' }).click()
    // The matrix takes the role's grants in an effect once the dialog is open.
    await expect
      .poll(() => dialog.getByRole('checkbox', { name: 'API Control: Read' }).isChecked(), {
        timeout: 10_000
      })
      .toBe(true)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('looks right in dark skin and right-to-left', async () => {
    const context = await demoContext(browser, 'admin')
    await context.addInitScript(() => {
      localStorage.setItem('skin', 'dark')
      localStorage.setItem('language', 'ar')
    })
    const page = await context.newPage()
    const problems = watchPage(page)
    for (const path of ['/apps/permissions', '/apps/roles']) {
      await visitInApp(page, path)
      await page.locator('table tbody tr').nth(8).waitFor()
      expect(await screenViolations(page), path).toEqual([])
      await shoot(page, `h6${path.replace(/\//g, '-')}-dark-rtl`)
    }
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})
