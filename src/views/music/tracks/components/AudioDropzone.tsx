// Audio file by drag and drop or file picker; the caller reads the file's tags.
import { useId, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FileAudio, Upload } from 'lucide-react'
import clsx from 'clsx'
import { AUDIO_MIME_TYPES, MAX_AUDIO_BYTES } from '@/contracts/music'

type Props = {
  file: File | null
  onFile: (file: File) => void
  disabled?: boolean
  currentName?: string | null
}

export function audioFileProblem(file: File): 'type' | 'size' | null {
  const typeOk = (AUDIO_MIME_TYPES as readonly string[]).includes(file.type)
  if (!typeOk) return 'type'
  if (file.size > MAX_AUDIO_BYTES) return 'size'
  return null
}

export function AudioDropzone({ file, onFile, disabled, currentName }: Props) {
  const { t } = useTranslation()
  const inputId = useId()
  const [dragging, setDragging] = useState(false)
  const [problem, setProblem] = useState<'type' | 'size' | null>(null)

  const take = (candidate: File | undefined) => {
    if (!candidate) return
    const issue = audioFileProblem(candidate)
    setProblem(issue)
    if (!issue) onFile(candidate)
  }
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled) take(event.dataTransfer.files[0])
  }

  return (
    <div>
      <div
        className={clsx('music-dropzone p-4 text-center', dragging && 'is-dragging')}
        onDragOver={(e) => {
          e.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="audio-dropzone"
      >
        {file ? (
          <FileAudio size={32} aria-hidden="true" className="text-primary mb-2" />
        ) : (
          <Upload size={32} aria-hidden="true" className="text-body-secondary mb-2" />
        )}
        <p className="mb-1 fw-semibold">
          {file ? (
            <bdi>{file.name}</bdi>
          ) : currentName ? (
            t('music.tracks.form.currentAudio', { name: currentName })
          ) : (
            t('music.tracks.form.dropHere')
          )}
        </p>
        <p className="small text-body-secondary mb-2">{t('music.tracks.form.audioHint')}</p>
        <label
          htmlFor={inputId}
          className={clsx('btn btn-sm btn-outline-primary mb-0', disabled && 'disabled')}
        >
          {file || currentName ? t('music.tracks.form.replaceFile') : t('music.tracks.form.chooseFile')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={AUDIO_MIME_TYPES.join(',')}
          className="visually-hidden"
          disabled={disabled}
          aria-label={t('music.tracks.form.audioFile')}
          onChange={(e) => {
            take(e.target.files?.[0])
            e.target.value = ''
          }}
        />
      </div>
      {problem && (
        <p className="text-danger small mt-1 mb-0" role="alert">
          {t(problem === 'type' ? 'music.tracks.form.badType' : 'music.tracks.form.tooBig')}
        </p>
      )}
    </div>
  )
}
