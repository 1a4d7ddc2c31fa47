// /extensions/context-menu
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import ContextMenu from './examples/ContextMenu'
import contextMenuCode from './examples/ContextMenu.tsx?raw'

export default function ContextMenuPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.contextMenu.title')}
      intro={t('ui.extensions.contextMenu.intro')}
      items={[
        {
          id: 'context-menu',
          title: t('ui.extensions.contextMenu.title'),
          code: contextMenuCode,
          Example: ContextMenu
        }
      ]}
    />
  )
}
