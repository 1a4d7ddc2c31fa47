import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { SpinnerExamples } from './examples/SpinnerExamples'
import spinnerExamplesCode from './examples/SpinnerExamples.tsx?raw'

export default function SpinnersPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.spinners.title')} intro={t('ui.components.spinners.intro')}>
      <ShowcaseExample title={t('ui.components.spinners.examples')} code={spinnerExamplesCode}>
        <SpinnerExamples />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
