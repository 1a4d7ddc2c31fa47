import { lazy, Suspense } from 'react'
import { useAppSelector } from '@/redux/hooks'
import { selectLayout } from '@/redux/layoutSlice'
import { selectSongs } from '@/redux/playerSlice'
import '@/assets/scss/main-layout.scss'
import { HorizontalLayout } from './HorizontalLayout'
import { VerticalLayout } from './VerticalLayout'

const FloatingPlayer = lazy(() => import('@/@core/components/player/FloatingPlayer'))

/** The signed-in frame: the user's layout choice, with the floating player mounted once, only when there are songs (spec §2). */
export default function MainLayout() {
  const { layout } = useAppSelector(selectLayout)
  const songs = useAppSelector(selectSongs)
  return (
    <>
      {layout === 'horizontal' ? <HorizontalLayout /> : <VerticalLayout />}
      {songs.length > 0 && (
        <Suspense fallback={null}>
          <FloatingPlayer />
        </Suspense>
      )}
    </>
  )
}
