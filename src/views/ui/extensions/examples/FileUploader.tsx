// A drop zone that also opens the file picker (click, Enter or Space on it), checks type and size, shows a preview
// of each picture, the upload's progress, and lets the person remove a file (which stops its upload).
import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FileAudio, UploadCloud, X } from 'lucide-react'
import { Button, Progress } from 'reactstrap'
import clsx from 'clsx'
import '../extensions.scss'

export const MAX_BYTES = 5 * 1024 * 1024
const ACCEPT = ['image/', 'audio/']

/** Sends one file, reporting progress from 0 to 100; stops when the signal aborts. */
export type Uploader = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal
) => Promise<void>

/** The demo's upload: no server receives the file, the progress advances on a timer. */
export const simulatedUpload: Uploader = (_file, onProgress, signal) =>
  new Promise((resolve, reject) => {
    let percent = 0
    const timer = setInterval(() => {
      percent = Math.min(100, percent + 10)
      onProgress(percent)
      if (percent === 100) {
        clearInterval(timer)
        resolve()
      }
    }, 120)
    signal.addEventListener('abort', () => {
      clearInterval(timer)
      reject(new DOMException('aborted', 'AbortError'))
    })
  })

type Item = {
  id: string
  file: File
  preview?: string
  progress: number
  status: 'uploading' | 'done' | 'failed'
  controller: AbortController
}

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`

export default function FileUploader({ upload = simulatedUpload }: { upload?: Uploader }) {
  const { t } = useTranslation()
  const id = useId()
  const [items, setItems] = useState<Item[]>([])
  const [rejected, setRejected] = useState<string[]>([])
  const [over, setOver] = useState(false)
  const nextId = useRef(0)
  const live = useRef(items)
  live.current = items

  // Leaving the page stops the uploads and frees the previews.
  useEffect(
    () => () =>
      live.current.forEach((item) => {
        item.controller.abort()
        if (item.preview) URL.revokeObjectURL(item.preview)
      }),
    []
  )

  const patch = (itemId: string, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.id === itemId ? { ...item, ...change } : item)))

  const add = (files: File[]) => {
    const refused: string[] = []
    const added: Item[] = []
    for (const file of files) {
      if (!ACCEPT.some((type) => file.type.startsWith(type)))
        refused.push(t('ui.extensions.uploader.wrongType', { name: file.name }))
      else if (file.size > MAX_BYTES) refused.push(t('ui.extensions.uploader.tooBig', { name: file.name }))
      else
        added.push({
          id: `${id}-file-${(nextId.current += 1)}`,
          file,
          preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined,
          progress: 0,
          status: 'uploading',
          controller: new AbortController()
        })
    }
    setRejected(refused)
    setItems((current) => [...current, ...added])
    for (const item of added)
      upload(item.file, (progress) => patch(item.id, { progress }), item.controller.signal).then(
        () => patch(item.id, { status: 'done', progress: 100 }),
        () => {
          if (!item.controller.signal.aborted) patch(item.id, { status: 'failed' })
        }
      )
  }

  const remove = (item: Item) => {
    item.controller.abort()
    if (item.preview) URL.revokeObjectURL(item.preview)
    setItems((current) => current.filter((other) => other.id !== item.id))
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    add([...event.dataTransfer.files])
  }

  return (
    <>
      <label
        htmlFor={`${id}-input`}
        className={clsx('drop-zone d-block text-center p-4 mb-3', over && 'is-over')}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <UploadCloud size={36} className="text-primary mb-2" aria-hidden="true" />
        <span className="d-block fw-semibold">{t('ui.extensions.uploader.drop')}</span>
        <span className="d-block small text-body-secondary">{t('ui.extensions.uploader.hint')}</span>
        <input
          id={`${id}-input`}
          type="file"
          multiple
          accept="image/*,audio/*"
          className="visually-hidden"
          onChange={(event) => {
            add([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
      </label>
      {rejected.length > 0 && (
        <ul className="list-unstyled text-danger small" role="alert">
          {rejected.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <ul className="list-unstyled d-grid gap-2 mb-0" aria-label={t('ui.extensions.uploader.files')}>
        {items.map((item) => (
          <li key={item.id} className="d-flex align-items-center gap-3 border rounded p-2">
            {item.preview ? (
              <img src={item.preview} alt="" width={48} height={48} className="rounded object-fit-cover" />
            ) : (
              <span
                className="d-inline-flex align-items-center justify-content-center rounded bg-body-secondary"
                style={{ width: 48, height: 48 }}
              >
                <FileAudio size={22} aria-hidden="true" />
              </span>
            )}
            <div className="flex-grow-1 min-w-0">
              <div className="d-flex justify-content-between gap-2 small">
                <span className="text-truncate fw-semibold">{item.file.name}</span>
                <span className="text-body-secondary text-nowrap">{size(item.file.size)}</span>
              </div>
              <span id={`${item.id}-label`} className="visually-hidden">
                {t('ui.extensions.uploader.progress', { name: item.file.name })}
              </span>
              <Progress
                value={item.progress}
                color={item.status === 'failed' ? 'danger' : item.status === 'done' ? 'success' : 'primary'}
                className="mt-1"
                style={{ height: 6 }}
                barAriaLabelledBy={`${item.id}-label`}
              />
              <div className="small text-body-secondary mt-1" aria-live="polite">
                {t(`ui.extensions.uploader.${item.status}`, { percent: item.progress })}
              </div>
            </div>
            <Button
              color="secondary"
              outline
              size="sm"
              className="btn-icon"
              aria-label={t('ui.extensions.uploader.remove', { name: item.file.name })}
              onClick={() => remove(item)}
            >
              <X size={16} aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </>
  )
}
