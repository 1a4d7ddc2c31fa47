import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  PopoverBody,
  Popover as ReactstrapPopover,
  UncontrolledTooltip as ReactstrapTooltip
} from 'reactstrap'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Popover, UncontrolledPopover } from '@/@core/components/overlay/Popover'
import { UncontrolledTooltip } from '@/@core/components/overlay/Tooltip'
import { isLibraryFindDomNodeWarning } from './knownWarnings'

/** Renders `ui` beside a target button and returns what it printed to console.error. */
async function printedBy(ui: React.ReactNode): Promise<string[]> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
  // reactstrap looks its target up while rendering: it must be in the document first.
  const target = document.createElement('button')
  target.id = 'overlay-target'
  document.body.append(target)
  render(<>{ui}</>)
  await act(async () => {})
  const printed = spy.mock.calls.map((args) => String(args[0]))
  spy.mockRestore()
  return printed
}

afterEach(() => document.getElementById('overlay-target')?.remove())

describe("reactstrap's overlays without their warnings (issue 40 §8)", () => {
  it('reactstrap itself still warns, so the replacements below are needed', async () => {
    const printed = await printedBy(
      <>
        <ReactstrapPopover target="overlay-target" isOpen>
          <PopoverBody>Body</PopoverBody>
        </ReactstrapPopover>
        <ReactstrapTooltip target="overlay-target" isOpen>
          Tip
        </ReactstrapTooltip>
      </>
    )
    expect(printed.some((text) => text.includes('defaultProps'))).toBe(true)
    expect(printed.some((text) => text.includes('Failed %s type'))).toBe(true)
  })

  it('the popover and the tooltip of @core print nothing', async () => {
    const printed = await printedBy(
      <>
        <Popover target="overlay-target" isOpen placement="bottom">
          <PopoverBody>Body</PopoverBody>
        </Popover>
        <UncontrolledTooltip target="overlay-target" isOpen>
          Tip
        </UncontrolledTooltip>
      </>
    )
    expect(printed).toEqual([])
    expect(screen.getByText('Body').closest('.popover')).toHaveClass('bs-popover-bottom', 'show')
  })

  it('the uncontrolled popover opens and closes with clicks on its target, and closes on Escape', async () => {
    const user = userEvent.setup()
    render(
      <>
        <button id="popover-target" type="button">
          Open
        </button>
        <UncontrolledPopover target="popover-target" placement="top">
          <PopoverBody>Details</PopoverBody>
        </UncontrolledPopover>
      </>
    )
    expect(screen.queryByText('Details')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('tooltip')).toHaveTextContent('Details')
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.queryByText('Details')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByText('Details')).not.toBeInTheDocument()
  })

  it('still recognises the one library warning left (findDOMNode), and nothing else', () => {
    expect(isLibraryFindDomNodeWarning(['Warning: findDOMNode is deprecated and will be removed'])).toBe(true)
    expect(isLibraryFindDomNodeWarning(['Warning: Failed %s type: %s%s', 'prop', 'x'])).toBe(false)
  })
})
