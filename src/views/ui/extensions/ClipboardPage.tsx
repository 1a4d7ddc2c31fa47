// /extensions/clipboard
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import CopyToClipboard from './examples/CopyToClipboard'
import copyToClipboardCode from './examples/CopyToClipboard.tsx?raw'

export default function ClipboardPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.clipboard.title')}
      intro={t('ui.extensions.clipboard.intro')}
      items={[
        {
          id: 'clipboard',
          title: t('ui.extensions.clipboard.title'),
          code: copyToClipboardCode,
          Example: CopyToClipboard
        }
      ]}
    />
  )
}
