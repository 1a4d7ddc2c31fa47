import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { ProgressExamples } from './examples/ProgressExamples'
import progressExamplesCode from './examples/ProgressExamples.tsx?raw'

export default function ProgressPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.progress.title')} intro={t('ui.components.progress.intro')}>
      <ShowcaseExample title={t('ui.components.progress.examples')} code={progressExamplesCode}>
        <ProgressExamples />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
