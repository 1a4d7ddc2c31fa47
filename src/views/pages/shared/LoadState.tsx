// What a page shows before its data is there: a spinner while loading, the error with a retry button when the
// load failed. Once the data is there the page renders it (and keeps it on screen while it reloads).
import type { ReactNode } from 'react'
import { Spinner } from '@/@core/components/Spinner'
import { LoadError } from '@/@core/components/list/LoadError'
import type { Loaded } from '@/@core/hooks/useLoad'

export function LoadState<T>({
  state,
  onRetry,
  children
}: {
  state: Loaded<T>
  onRetry: () => void
  children: (data: T) => ReactNode
}) {
  return (
    <>
      {state.status === 'failed' && <LoadError message={state.error} onRetry={onRetry} />}
      {state.data !== null ? children(state.data) : state.status === 'loading' && <Spinner />}
    </>
  )
}
