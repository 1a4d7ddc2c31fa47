import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { Spinner } from '@/@core/components/Spinner'

export default function BlankLayout() {
  // data-pathname says which page is on screen (the end-to-end crawl waits for it after a navigation).
  const { pathname } = useLocation()
  return (
    <div className="blank-page" data-pathname={pathname}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </div>
  )
}
