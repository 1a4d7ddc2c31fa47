// /extensions/block-ui
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import BlockUi from './examples/BlockUi'
import blockUiCode from './examples/BlockUi.tsx?raw'

export default function BlockUiPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.blockUi.title')}
      intro={t('ui.extensions.blockUi.intro')}
      items={[
        { id: 'block-ui', title: t('ui.extensions.blockUi.title'), code: blockUiCode, Example: BlockUi }
      ]}
    />
  )
}
