import { usePageLayout } from '@/layouts/usePageLayout'
import { LayoutDemo } from './LayoutDemo'
import code from './FullWidthPage.tsx?raw'

export default function FullWidthPage() {
  usePageLayout({ contentWidth: 'full' })
  return <LayoutDemo name="fullWidth" code={code} />
}
