// react-jinke-music-player draws its controls as spans with click handlers. This gives each one a button role, a name
// and Enter/Space, and keeps doing so as the player re-renders (panel opened or closed, play swapped for pause).

export type PlayerKeyboardLabels = {
  open: string
  mute: string
  unmute: string
  progress: string
  volume: string
  playlist: string
  close: string
}

export type PlayerKeyboardActions = {
  /** Opens the full panel from the collapsed circle. */
  openPanel: () => void
  /** Closes the player from the collapsed circle's close button. */
  destroy: () => void
}

/** Controls whose `title` already names them. */
const TITLED = [
  '.prev-audio',
  '.play-btn',
  '.next-audio',
  '.loop-btn',
  '.audio-lists-btn',
  '.hide-panel',
  '.destroy-btn',
  '.reload-btn',
  '.audio-download',
  '.lyric-btn',
  '.audio-lists-panel-header-delete-btn',
  '.audio-lists-panel-header-close-btn',
  '.player-delete'
].join(',')

const CONTROL = 'data-player-control'
const MINI = '.music-player-controller'
const HIDE = '.hide-panel'
const SLIDER_HANDLE = '.rc-slider-handle'

function setIfChanged(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value)
}

function makeButton(el: Element, label: string): void {
  setIfChanged(el, 'role', 'button')
  setIfChanged(el, 'tabindex', '0')
  setIfChanged(el, CONTROL, '')
  if (label) setIfChanged(el, 'aria-label', label)
}

function decorate(root: HTMLElement, labels: PlayerKeyboardLabels): void {
  root.querySelectorAll(TITLED).forEach((el) => {
    const title = el.getAttribute('title') ?? ''
    // The queue button shows the number of songs; its name says it too (WCAG 2.5.3, label in name).
    const count = el.matches('.audio-lists-btn') ? el.querySelector('.audio-lists-num')?.textContent : null
    makeButton(el, count ? `${title} ${count}` : title)
  })
  root.querySelectorAll(MINI).forEach((el) => makeButton(el, labels.open))
  const audio = root.querySelector('audio')
  const silent = audio ? audio.muted || audio.volume === 0 : false
  root.querySelectorAll('.sounds-icon').forEach((el) => makeButton(el, silent ? labels.unmute : labels.mute))
  // In the queue the whole row plays; the name inside it is the keyboard's way in, so buttons never nest.
  root.querySelectorAll('.audio-item .player-name').forEach((el) => {
    const action = el.closest('.audio-item')?.getAttribute('title') ?? ''
    makeButton(el, `${action} ${el.textContent ?? ''}`.trim())
  })
  root
    .querySelectorAll('.react-jinke-music-player-mobile-header-right')
    .forEach((el) => makeButton(el, labels.close))
  root
    .querySelectorAll('.react-jinke-music-player-mobile-operation .item:last-child')
    .forEach((el) => makeButton(el, labels.playlist))
  root.querySelectorAll(SLIDER_HANDLE).forEach((el) => {
    const label = el.closest('.sound-operation') ? labels.volume : labels.progress
    setIfChanged(el, 'aria-label', label)
  })
}

/**
 * Makes the player under `root` keyboard operable until the returned function is called. Space and Enter on a
 * control activate it and go no further, so the library's own space bar toggle (spec §9) does not fire twice; the
 * space bar anywhere else in the player still plays and pauses.
 */
export function enablePlayerKeyboard(
  root: HTMLElement,
  labels: PlayerKeyboardLabels,
  actions: PlayerKeyboardActions
): () => void {
  let focusNext: string | null = null

  const refresh = () => {
    decorate(root, labels)
    if (focusNext) {
      const target = root.querySelector<HTMLElement>(focusNext)
      if (target) {
        focusNext = null
        target.focus({ preventScroll: true })
      }
    }
  }

  const activate = (el: HTMLElement) => {
    const inPanel = Boolean(el.closest('.music-player-panel'))
    if (el.matches(MINI)) {
      focusNext = HIDE
      actions.openPanel()
    } else if (el.matches('.destroy-btn') && !inPanel) {
      actions.destroy()
    } else {
      if (el.matches(HIDE)) focusNext = MINI
      el.click()
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    const target = event.target
    if (!(target instanceof HTMLElement) || !target.hasAttribute(CONTROL)) return
    event.preventDefault()
    event.stopPropagation()
    if (!event.repeat) activate(target)
  }

  // rc-slider treats focus on a handle as the start of a drag and the blur as its end: tabbing across the progress
  // bar seeked the song to the handle's rounded position, and the library resumed playing once that seek completed,
  // undoing a pause pressed meanwhile. Focus is not a drag, so the slider never hears of it; its arrow keys still seek.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(SLIDER_HANDLE)) event.stopPropagation()
  }

  const observer = new MutationObserver(refresh)
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['title', 'class']
  })
  const audio = root.querySelector('audio')
  audio?.addEventListener('volumechange', refresh)
  root.addEventListener('keydown', onKeyDown, true)
  root.addEventListener('focusin', onFocusIn)
  refresh()

  return () => {
    observer.disconnect()
    audio?.removeEventListener('volumechange', refresh)
    root.removeEventListener('keydown', onKeyDown, true)
    root.removeEventListener('focusin', onFocusIn)
  }
}
