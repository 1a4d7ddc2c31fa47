// A small rich-text editor (tiptap + StarterKit), shared by the email app and the blog editor; the screens load it
// lazily with the forms that use it, so tiptap stays out of every other chunk.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Bold, Italic, List, ListOrdered, Quote } from 'lucide-react'
import clsx from 'clsx'
import './editor.scss'

type Props = {
  id: string
  value: string
  onChange: (html: string) => void
  label: string
  invalid?: boolean
  describedBy?: string
}

export default function RichTextEditor({ id, value, onChange, label, invalid, describedBy }: Props) {
  const { t } = useTranslation()
  const editor = useEditor({
    extensions: [StarterKit],
    shouldRerenderOnTransaction: true,
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        // Text in either direction reads right in both layouts.
        dir: 'auto',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'rich-text-editor-content',
        // ProseMirror checks this as it starts, which can be before the editor's stylesheet (its own chunk) applies.
        style: 'white-space: pre-wrap'
      }
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML())
  })

  // A reset of the form (value back to '') clears the editor too.
  useEffect(() => {
    if (editor && value === '' && !editor.isEmpty) editor.commands.clearContent()
  }, [editor, value])

  const tools = [
    {
      name: t('editor.bold'),
      icon: Bold,
      run: () => editor?.chain().focus().toggleBold().run(),
      active: 'bold'
    },
    {
      name: t('editor.italic'),
      icon: Italic,
      run: () => editor?.chain().focus().toggleItalic().run(),
      active: 'italic'
    },
    {
      name: t('editor.bulletList'),
      icon: List,
      run: () => editor?.chain().focus().toggleBulletList().run(),
      active: 'bulletList'
    },
    {
      name: t('editor.orderedList'),
      icon: ListOrdered,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
      active: 'orderedList'
    },
    {
      name: t('editor.quote'),
      icon: Quote,
      run: () => editor?.chain().focus().toggleBlockquote().run(),
      active: 'blockquote'
    }
  ]

  return (
    <div className={clsx('rich-text-editor border rounded', invalid && 'border-danger')}>
      <div className="d-flex gap-1 border-bottom p-1" role="toolbar" aria-label={t('editor.toolbar')}>
        {tools.map(({ name, icon: Icon, run, active }) => (
          <button
            key={active}
            type="button"
            className={clsx('btn btn-sm btn-flat-secondary', editor?.isActive(active) && 'active')}
            aria-label={name}
            aria-pressed={editor?.isActive(active) ?? false}
            onClick={run}
          >
            <Icon size={16} aria-hidden="true" />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
