// /extensions/toasts
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import Toasts from './examples/Toasts'
import toastsCode from './examples/Toasts.tsx?raw'

export default function ToastsPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.toasts.title')}
      intro={t('ui.extensions.toasts.intro')}
      items={[{ id: 'toasts', title: t('ui.extensions.toasts.title'), code: toastsCode, Example: Toasts }]}
    />
  )
}
