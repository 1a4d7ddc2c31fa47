import { render, screen } from '@testing-library/react'
import { Alert, UncontrolledTooltip } from 'reactstrap'
import PropTypes from 'prop-types'
import { describe, expect, it, vi } from 'vitest'
import { isKnownLibraryWarning } from './knownWarnings'

describe('the test setup drops exactly the known reactstrap warning', () => {
  it("recognises what reactstrap's Alert and Tooltip really print, and nothing else", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const target = document.createElement('button')
    target.id = 'tip-target'
    document.body.append(target)
    render(
      <>
        <Alert color="info">Saved</Alert>
        <UncontrolledTooltip target="tip-target" isOpen>
          Tip
        </UncontrolledTooltip>
      </>
    )
    await screen.findByText('Saved')
    target.remove()
    const propWarnings = spy.mock.calls.filter((args) => String(args[0]).includes('Failed %s type'))
    expect(propWarnings.length).toBeGreaterThan(0)
    expect(propWarnings.every(isKnownLibraryWarning)).toBe(true)

    spy.mockClear()
    function Rating(props: { stars: number }) {
      return <span>{props.stars}</span>
    }
    Rating.propTypes = { stars: PropTypes.number.isRequired }
    render(<Rating {...({} as { stars: number })} />)
    const other = spy.mock.calls.filter((args) => String(args[0]).includes('Failed %s type'))
    expect(other).toHaveLength(1)
    expect(isKnownLibraryWarning(other[0])).toBe(false)
    spy.mockRestore()
  })
})
