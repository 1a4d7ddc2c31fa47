import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { i18n } from '@/configs/i18n'
import { renderWithProviders } from '@/test/renderWithProviders'
import { ShowcaseExample } from './ShowcaseExample'
import ownSource from './ShowcaseExample.tsx?raw'

const renderExample = () =>
  renderWithProviders(
    <ShowcaseExample title="Basic alerts" code={ownSource}>
      <p>live example</p>
    </ShowcaseExample>
  )

describe('ShowcaseExample', () => {
  it('shows the live example and keeps the code hidden until asked', async () => {
    const { user } = renderExample()
    expect(screen.getByRole('heading', { name: 'Basic alerts' })).toBeInTheDocument()
    expect(screen.getByText('live example')).toBeVisible()
    const toggle = screen.getByRole('button', { name: 'Show code' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(region).not.toBeNull()
    expect(region).not.toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveTextContent('Hide code')
    expect(region).toBeVisible()
    const code = screen.getByLabelText('Code of Basic alerts')
    // The ?raw import hands over the file exactly as it is on disk.
    expect(code.textContent).toContain('export function ShowcaseExample(')
    expect(code).toHaveAttribute('dir', 'ltr')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(region).not.toBeVisible()
  })

  it('keeps the code left to right in Arabic', async () => {
    await i18n.changeLanguage('ar')
    const { user } = renderExample()
    await user.click(screen.getByRole('button', { expanded: false }))
    const pre = document.querySelector('.showcase-code pre')
    expect(pre).toHaveAttribute('dir', 'ltr')
    expect(pre?.textContent).toContain('ShowcaseExample')
  })
})
