import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { BasicTimeline } from './examples/BasicTimeline'
import basicTimelineCode from './examples/BasicTimeline.tsx?raw'

export default function TimelinePage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.timeline.title')} intro={t('ui.components.timeline.intro')}>
      <ShowcaseExample title={t('ui.components.timeline.basicTitle')} code={basicTimelineCode}>
        <BasicTimeline />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
