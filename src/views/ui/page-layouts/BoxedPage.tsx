import { usePageLayout } from '@/layouts/usePageLayout'
import { LayoutDemo } from './LayoutDemo'
import code from './BoxedPage.tsx?raw'

export default function BoxedPage() {
  usePageLayout({ contentWidth: 'boxed' })
  return <LayoutDemo name="boxed" code={code} />
}
