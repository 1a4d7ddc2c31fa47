import { usePageLayout } from '@/layouts/usePageLayout'
import { LayoutDemo } from './LayoutDemo'
import code from './WithoutMenuPage.tsx?raw'

export default function WithoutMenuPage() {
  usePageLayout({ menuHidden: true })
  return <LayoutDemo name="withoutMenu" code={code} />
}
