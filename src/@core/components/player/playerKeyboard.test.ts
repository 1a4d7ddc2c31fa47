import { afterEach, describe, expect, it, vi } from 'vitest'
import { createElement } from 'react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Slider from 'rc-slider/lib/Slider'
import userEvent from '@testing-library/user-event'
import { enablePlayerKeyboard, type PlayerKeyboardLabels } from './playerKeyboard'

const labels: PlayerKeyboardLabels = {
  open: 'Open the player',
  mute: 'Mute',
  unmute: 'Unmute',
  progress: 'Position in the track',
  volume: 'Volume',
  playlist: 'Play queue',
  close: 'Close'
}

/** The library's markup, reduced to what the keyboard layer reads: spans with titles and click handlers. */
function renderPlayer() {
  const root = document.createElement('div')
  root.className = 'react-jinke-music-player-main'
  root.tabIndex = -1
  root.innerHTML = `
    <div class="music-player-panel">
      <span class="group prev-audio" title="Previous track"></span>
      <span class="group play-btn" title="Pause"></span>
      <span class="group play-sounds" title="Volume"><span class="sounds-icon"></span>
        <div class="sound-operation"><div class="rc-slider-handle" role="slider" tabindex="0"></div></div></span>
      <span class="group audio-lists-btn" title="Play queue"><span class="audio-lists-num">3</span></span>
      <span class="group hide-panel" title="Minimize"></span>
    </div>
    <audio></audio>`
  document.body.append(root)
  const clicks: string[] = []
  root.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).className))
  // The library's own space bar handler on its root element (spec §9).
  const spaceBar = vi.fn()
  root.addEventListener('keydown', (event) => {
    if (event.key === ' ') spaceBar()
  })
  return { root, clicks, spaceBar }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('player keyboard layer', () => {
  it('turns the library’s spans into named buttons in the tab order', () => {
    const { root } = renderPlayer()
    const stop = enablePlayerKeyboard(root, labels, { openPanel: vi.fn(), destroy: vi.fn() })
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('button', { name: 'Previous track' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument()
    // The visible count is part of the queue button's name.
    expect(screen.getByRole('button', { name: 'Play queue 3' })).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeInTheDocument()
    stop()
  })

  it('Enter and Space press a control once and keep the space bar toggle from firing twice', async () => {
    const { root, clicks, spaceBar } = renderPlayer()
    const stop = enablePlayerKeyboard(root, labels, { openPanel: vi.fn(), destroy: vi.fn() })
    const user = userEvent.setup()
    screen.getByRole('button', { name: 'Pause' }).focus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(clicks).toEqual(['group play-btn', 'group play-btn'])
    expect(spaceBar).not.toHaveBeenCalled()

    root.focus()
    await user.keyboard(' ')
    expect(spaceBar).toHaveBeenCalledTimes(1)
    stop()
  })

  it('follows the player as it re-renders: new controls and changed titles', async () => {
    const { root } = renderPlayer()
    const stop = enablePlayerKeyboard(root, labels, { openPanel: vi.fn(), destroy: vi.fn() })
    root.querySelector('.play-btn')!.setAttribute('title', 'Play')
    const mini = document.createElement('div')
    mini.className = 'music-player-controller'
    root.append(mini)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Open the player' })).toBe(mini)
    stop()
  })

  it('opens the panel from the collapsed circle, which ignores plain clicks', async () => {
    const { root } = renderPlayer()
    const openPanel = vi.fn()
    const mini = document.createElement('div')
    mini.className = 'music-player-controller'
    root.append(mini)
    const stop = enablePlayerKeyboard(root, labels, { openPanel, destroy: vi.fn() })
    mini.focus()
    await userEvent.setup().keyboard('{Enter}')
    expect(openPanel).toHaveBeenCalledTimes(1)
    stop()
    // Once stopped, the keys do nothing more.
    mini.focus()
    await userEvent.setup().keyboard('{Enter}')
    expect(openPanel).toHaveBeenCalledTimes(1)
  })

  it('tabbing across the progress bar does not seek; its arrow keys still do', async () => {
    // The library's progress bar: rc-slider, whose changes set the audio's position.
    const seeks: number[] = []
    const { container } = render(
      createElement(
        'div',
        { className: 'react-jinke-music-player-main', tabIndex: -1 },
        createElement('button', null, 'Before'),
        createElement(Slider, {
          min: 0,
          max: 200,
          value: 42,
          onChange: (value: number) => seeks.push(value),
          onAfterChange: (value: number) => seeks.push(value)
        }),
        createElement('button', null, 'After')
      )
    )
    const root = container.querySelector<HTMLElement>('.react-jinke-music-player-main')!
    const stop = enablePlayerKeyboard(root, labels, { openPanel: vi.fn(), destroy: vi.fn() })
    const user = userEvent.setup()
    screen.getByRole('button', { name: 'Before' }).focus()
    await user.tab()
    expect(screen.getByRole('slider', { name: 'Position in the track' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
    expect(seeks).toEqual([])

    // rc-slider reads keyCode, which user-event does not set.
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight', keyCode: 39 })
    expect(seeks).toEqual([43, 43])
    stop()
  })
})
