// The track's cover: the current one or a preview of the chosen image, checked by its content (JPEG, PNG, WebP).
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ImageIcon } from 'lucide-react'
import { Button } from 'reactstrap'
import clsx from 'clsx'
import { MAX_COVER_BYTES } from '@/contracts/music'
import { coverImageType } from '@/lib/imageType'
import { readFileHead } from '../readFileHead'

type Props = {
  /** The saved cover's URL, or null. */
  current: string | null
  file: File | null
  onFile: (file: File | null) => void
  onRemove: () => void
  disabled?: boolean
}

export async function coverFileProblem(file: File): Promise<'type' | 'size' | null> {
  if (file.size > MAX_COVER_BYTES) return 'size'
  return coverImageType(await readFileHead(file, 12)) ? null : 'type'
}

export function CoverPicker({ current, file, onFile, onRemove, disabled }: Props) {
  const { t } = useTranslation()
  const inputId = useId()
  const [problem, setProblem] = useState<'type' | 'size' | null>(null)
  const [preview, setPreview] = useState<string | null>(null)

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const take = async (candidate: File | undefined) => {
    if (!candidate) return
    const issue = await coverFileProblem(candidate)
    setProblem(issue)
    if (!issue) onFile(candidate)
  }

  const shown = preview ?? current
  return (
    <div className="d-flex align-items-start gap-3">
      <div
        className={clsx(
          'music-cover-lg rounded flex-shrink-0 overflow-hidden',
          !shown && 'music-cover-empty'
        )}
      >
        {shown ? (
          <img
            src={shown}
            alt={t('music.tracks.cover.preview')}
            className="music-cover-lg"
            data-testid="cover-preview"
          />
        ) : (
          <ImageIcon size={32} aria-hidden="true" className="text-body-secondary" />
        )}
      </div>
      <div className="min-w-0">
        <p className="small text-body-secondary mb-2">{t('music.tracks.cover.hint')}</p>
        <div className="d-flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className={clsx('btn btn-sm btn-outline-primary mb-0', disabled && 'disabled')}
          >
            {shown ? t('music.tracks.cover.replace') : t('music.tracks.cover.choose')}
          </label>
          {shown && (
            <Button
              size="sm"
              color="secondary"
              outline
              disabled={disabled}
              onClick={() => {
                setProblem(null)
                if (file) onFile(null)
                else onRemove()
              }}
            >
              {t('music.tracks.cover.remove')}
            </Button>
          )}
        </div>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          disabled={disabled}
          aria-label={t('music.tracks.cover.file')}
          onChange={(e) => {
            void take(e.target.files?.[0])
            e.target.value = ''
          }}
        />
        {problem && (
          <p className="text-danger small mt-1 mb-0" role="alert">
            {t(problem === 'type' ? 'music.tracks.cover.badType' : 'music.tracks.cover.tooBig')}
          </p>
        )}
      </div>
    </div>
  )
}
