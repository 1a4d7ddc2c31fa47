import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { TooltipPlacements } from './examples/TooltipPlacements'
import tooltipPlacementsCode from './examples/TooltipPlacements.tsx?raw'

export default function TooltipsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.tooltips.title')} intro={t('ui.components.tooltips.intro')}>
      <ShowcaseExample title={t('ui.components.tooltips.placements')} code={tooltipPlacementsCode}>
        <TooltipPlacements />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
