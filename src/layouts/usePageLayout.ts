// Lets a page show itself in another layout (collapsed menu, no menu, boxed or full width) while it is open,
// without touching the person's saved preferences: the override lives beside them and is dropped on leaving.
import { useEffect } from 'react'
import { useAppDispatch } from '@/redux/hooks'
import { pageLayoutApplied, pageLayoutCleared, type PageLayout } from '@/redux/layoutSlice'

export function usePageLayout({ menuCollapsed, menuHidden, contentWidth }: PageLayout) {
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(pageLayoutApplied({ menuCollapsed, menuHidden, contentWidth }))
    return () => {
      dispatch(pageLayoutCleared())
    }
  }, [dispatch, menuCollapsed, menuHidden, contentWidth])
}
