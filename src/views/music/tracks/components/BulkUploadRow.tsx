// One file of the bulk upload's review table: its fields, its status, and (when its tags link anything) a line of
// its tag links under it.
import { useTranslation } from 'react-i18next'
import { Input } from 'reactstrap'
import type { GenreEntry } from '@/contracts/catalogue'
import { problemsOf, type Field, type Row } from '../bulkRows'
import type { RowLinks } from '../useBulkLinks'
import { FileName } from './bulkFiles'
import { BulkLinksRow, linkMessages } from './BulkLinksRow'
import { BulkRowStatus } from './BulkRowStatus'

type Props = {
  row: Row
  /** What its status says (a row with something to fix is never "Ready"). */
  state: string
  linked: RowLinks | undefined
  genres: GenreEntry[]
  genreLabel: (slug: string) => string
  onPatch: (change: Partial<Row>) => void
  onRetry: (() => void) | undefined
}

export function BulkUploadRow({ row, state, linked, genres, genreLabel, onPatch, onRetry }: Props) {
  const { t } = useTranslation()
  const editable = row.state === 'ready' || row.state === 'failed'
  const problems = editable ? problemsOf(row) : {}
  const problemsId = `bulk-problems-${row.key}`
  const invalid = (name: Field) =>
    problems[name] ? { invalid: true, 'aria-describedby': problemsId } : { 'aria-describedby': undefined }
  const field = (name: 'title' | 'artist' | 'album') => (
    <Input
      bsSize="sm"
      value={row[name]}
      disabled={!editable}
      dir="auto"
      aria-label={`${t(`music.tracks.form.${name}`)}: ${row.file.name}`}
      {...invalid(name)}
      onChange={(e) => onPatch({ [name]: e.target.value })}
    />
  )
  const messages = [
    ...new Set([
      ...Object.values(problems),
      ...(editable || row.state === 'unlinked' ? linkMessages(t, linked) : [])
    ])
  ]
  return (
    <>
      <tr data-state={state} className={row.links ? 'bulk-row-linked' : undefined}>
        <td className="small bulk-upload-file">
          <FileName name={row.file.name} />
        </td>
        <td>{field('title')}</td>
        <td>{field('artist')}</td>
        <td>{field('album')}</td>
        <td>
          <Input
            type="select"
            bsSize="sm"
            value={row.genre}
            disabled={!editable}
            aria-label={`${t('music.tracks.form.genre')}: ${row.file.name}`}
            {...invalid('genre')}
            onChange={(e) => onPatch({ genre: e.target.value })}
          >
            <option value="">{t('music.tracks.form.chooseGenre')}</option>
            {genres.map((g) => (
              <option key={g.slug} value={g.slug}>
                {genreLabel(g.slug)}
              </option>
            ))}
          </Input>
        </td>
        <td style={{ minWidth: 180 }}>
          <BulkRowStatus
            state={state}
            file={row.file.name}
            progress={row.state === 'uploading' ? row.progress : null}
            note={row.message}
            messagesId={problemsId}
            messages={messages}
            onRetry={onRetry}
          />
        </td>
      </tr>
      {row.links && (
        <tr className="bulk-links-row" data-state={state}>
          <td colSpan={6}>
            <BulkLinksRow
              file={row.file.name}
              rowKey={row.key}
              links={row.links}
              checked={linked}
              editable={editable || row.state === 'unlinked'}
              canDrop={editable}
              describedBy={messages.length > 0 ? problemsId : undefined}
              onChange={(links) => onPatch({ links })}
            />
          </td>
        </tr>
      )}
    </>
  )
}
