import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { ToastExamples } from './examples/ToastExamples'
import toastExamplesCode from './examples/ToastExamples.tsx?raw'

export default function ToastsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.toasts.title')} intro={t('ui.components.toasts.intro')}>
      <ShowcaseExample title={t('ui.components.toasts.examples')} code={toastExamplesCode}>
        <ToastExamples />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
