import { usePageLayout } from '@/layouts/usePageLayout'
import { LayoutDemo } from './LayoutDemo'
import code from './CollapsedMenuPage.tsx?raw'

export default function CollapsedMenuPage() {
  usePageLayout({ menuCollapsed: true })
  return <LayoutDemo name="collapsedMenu" code={code} />
}
