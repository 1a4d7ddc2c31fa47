// /extensions/editor
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import RichEditor from './examples/RichEditor'
import richEditorCode from './examples/RichEditor.tsx?raw'

export default function EditorPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.editor.title')}
      intro={t('ui.extensions.editor.intro')}
      items={[
        { id: 'editor', title: t('ui.extensions.editor.title'), code: richEditorCode, Example: RichEditor }
      ]}
    />
  )
}
