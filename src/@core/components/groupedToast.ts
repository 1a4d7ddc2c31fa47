// One toast for a burst of the same event: adding three tracks says "3 tracks added" once instead of stacking three.
import { toast, type Id } from 'react-toastify'

const open = new Map<string, { id: Id; count: number }>()

/**
 * Shows a success toast for `key`, or, while one for `key` is still on screen, counts this event into it and
 * restarts its timer. `message(count, last)` says it for one (count 1, with the last item) or for several.
 */
export function groupedSuccess(key: string, last: string, message: (count: number, last: string) => string) {
  const current = open.get(key)
  if (current && toast.isActive(current.id)) {
    current.count++
    toast.update(current.id, { render: message(current.count, last), autoClose: 5000 })
    return current.id
  }
  const entry = { id: '' as Id, count: 1 }
  entry.id = toast.success(message(1, last), {
    toastId: `${key}-${Date.now()}`,
    onClose: () => {
      if (open.get(key) === entry) open.delete(key)
    }
  })
  open.set(key, entry)
  return entry.id
}

/** Forgets every open group (tests: a toast raised by one test must not be counted into the next one's). */
export function forgetGroupedToasts() {
  open.clear()
}
