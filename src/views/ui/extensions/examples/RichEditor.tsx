// The rich-text editor the email app and the blog use (tiptap), loaded with this page only; beside it, the HTML it
// produces, rendered through the app's sanitiser.
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SafeHtml } from '@/@core/components/SafeHtml'

const RichTextEditor = lazy(() => import('@/@core/components/editor/RichTextEditor'))

export default function RichEditor() {
  const { t } = useTranslation()
  const [html, setHtml] = useState(`<p>${t('ui.extensions.editor.start')}</p>`)
  return (
    <>
      <p id="showcase-editor-label" className="form-label">
        {t('ui.extensions.editor.label')}
      </p>
      <Suspense fallback={<div className="border rounded" style={{ height: 160 }} />}>
        <RichTextEditor
          id="showcase-editor"
          label={t('ui.extensions.editor.label')}
          value={html}
          onChange={setHtml}
        />
      </Suspense>
      <h3 className="h6 mt-3">{t('ui.extensions.editor.preview')}</h3>
      <div className="border rounded p-3 bg-body-tertiary">
        {html ? (
          <SafeHtml html={html} />
        ) : (
          <p className="text-body-secondary mb-0">{t('ui.extensions.editor.empty')}</p>
        )}
      </div>
    </>
  )
}
