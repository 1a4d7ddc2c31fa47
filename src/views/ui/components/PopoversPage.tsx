import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { PopoverPlacements } from './examples/PopoverPlacements'
import popoverPlacementsCode from './examples/PopoverPlacements.tsx?raw'

export default function PopoversPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.popovers.title')} intro={t('ui.components.popovers.intro')}>
      <ShowcaseExample title={t('ui.components.popovers.placements')} code={popoverPlacementsCode}>
        <PopoverPlacements />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
