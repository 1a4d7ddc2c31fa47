// Bulk upload (issue 15 §2): many audio files or a folder; each file's tags are read here into an editable review
// table, files the catalogue already holds (same SHA-256) are marked, then files upload three at a time with a
// progress bar each and one overall; a failed file can be retried; a summary says what was added, skipped, failed.
// A row shows every problem of its fields at once and is uploaded only once they are fixed.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FolderUp, RotateCcw, Upload } from 'lucide-react'
import {
  Alert,
  Badge,
  Button,
  Input,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Progress,
  Table
} from 'reactstrap'
import { errorMessage, isAxiosError } from '@/auth/http'
import { AUDIO_MIME_TYPES, trackInputSchema, type TrackInput } from '@/contracts/music'
import { readAudioTags, type AudioTags } from '../readAudioTags'
import { useGenres } from '../../shared/catalogue/useGenres'
import './bulkUpload.scss'
import { fetchKnownHashes, saveTrack } from '../tracksApi'

type RowState = 'reading' | 'ready' | 'duplicate' | 'uploading' | 'added' | 'failed'
type Row = {
  key: string
  file: File
  hash: string
  title: string
  artist: string
  album: string
  genre: string
  /** The genre its tags name, taken once the list of genres holds it (the list may arrive after the tags). */
  tagGenre?: string
  duration?: number
  release_date?: string
  state: RowState
  progress: number
  message?: string
}

const CONCURRENCY = 3

async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer())
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

const isAudio = (file: File) =>
  (AUDIO_MIME_TYPES as readonly string[]).includes(file.type) ||
  /\.(mp3|m4a|aac|ogg|oga|wav|flac|webm)$/i.test(file.name)

const titleFromName = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .replace(/^\d+[\s._-]+/, '')
    .replace(/[_-]+/g, ' ')
    .trim()

function inputOf(row: Row): TrackInput {
  return {
    title: row.title,
    artist: row.artist,
    album: row.album,
    genre: row.genre as TrackInput['genre'],
    ...(row.duration ? { duration: row.duration } : { duration: 1 }),
    release_date: row.release_date ?? null,
    status: 'draft'
  }
}

type Field = 'title' | 'artist' | 'album' | 'genre'
type Problems = Partial<Record<Field, string>>

/** Every problem of a row's fields at once, by field (the form's own sentences); empty when it may be uploaded. */
function problemsOf(row: Row): Problems {
  const parsed = trackInputSchema.safeParse(inputOf(row))
  const problems: Problems = {}
  if (parsed.success) return problems
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field
    problems[field] ??= issue.message
  }
  return problems
}
const hasProblems = (row: Row) => Object.keys(problemsOf(row)).length > 0
/** Ready to upload: tags read, not a duplicate, and nothing to fix. */
const uploadable = (row: Row) => row.state === 'ready' && !hasProblems(row)
/** What a row's status says: a row with something to fix is never "Ready". */
const shownState = (row: Row) =>
  (row.state === 'ready' || row.state === 'failed') && hasProblems(row) ? 'attention' : row.state
/** Rows whose upload has ended, one way or another, count fully towards the overall progress. */
const ENDED: ReadonlySet<RowState> = new Set(['added', 'failed', 'duplicate'])

/** The tail kept whole when a long file name is shortened in the middle: its extension and a few letters. */
const TAIL = 12
function FileName({ name }: { name: string }) {
  const cut = Math.max(0, name.length - TAIL)
  return (
    <bdi className="middle-ellipsis" title={name}>
      <span className="middle-ellipsis-start">{name.slice(0, cut)}</span>
      <span className="middle-ellipsis-end">{name.slice(cut)}</span>
    </bdi>
  )
}

export function BulkUpload({ isOpen, onClose }: { isOpen: boolean; onClose: (added: number) => void }) {
  const { t } = useTranslation()
  const { genres, label: genreLabel } = useGenres()
  const [rows, setRows] = useState<Row[]>([])
  const [running, setRunning] = useState(false)
  const [finished, setFinished] = useState(false)
  const [hashError, setHashError] = useState<string | null>(null)
  // The rows of the current (or last) upload: the overall progress is theirs.
  const [batch, setBatch] = useState<ReadonlySet<string>>(new Set())
  const rowsRef = useRef<Row[]>([])
  const folderInput = useRef<HTMLInputElement | null>(null)

  const commit = (next: Row[]) => {
    rowsRef.current = next
    setRows(next)
  }
  const patch = (key: string, change: Partial<Row>) =>
    commit(rowsRef.current.map((r) => (r.key === key ? { ...r, ...change } : r)))

  // Files read before the list of genres arrived keep their tag's genre for when it does.
  useEffect(() => {
    if (genres.length === 0) return
    const current = rowsRef.current
    const next = current.map((r) =>
      r.tagGenre && r.genre === '' && genres.some((g) => g.slug === r.tagGenre)
        ? { ...r, genre: r.tagGenre, tagGenre: undefined }
        : r
    )
    if (next.some((r, i) => r !== current[i])) {
      rowsRef.current = next
      setRows(next)
    }
  }, [genres, rows])

  const addFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []).filter(isAudio)
    if (files.length === 0) return
    setFinished(false)
    const fresh: Row[] = files.map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      file,
      hash: '',
      title: titleFromName(file.name),
      artist: '',
      album: '',
      genre: '',
      state: 'reading',
      progress: 0
    }))
    commit([...rowsRef.current, ...fresh])
    await Promise.all(
      fresh.map(async (row) => {
        const [tags, hash] = await Promise.all([
          readAudioTags(row.file).catch((): AudioTags => ({})),
          sha256Hex(row.file)
        ])
        // A genre the tag names that the list does not hold is left for the person to choose.
        const genre = tags.genre && genres.some((g) => g.slug === tags.genre) ? tags.genre : ''
        patch(row.key, {
          ...tags,
          genre,
          tagGenre: genre === '' ? tags.genre : undefined,
          title: tags.title || row.title,
          hash,
          state: 'ready'
        })
      })
    )
    try {
      setHashError(null)
      const known = await fetchKnownHashes(
        fresh.map((r) => rowsRef.current.find((x) => x.key === r.key)!.hash)
      )
      const byHash = new Map(known.map((k) => [k.hash, k.track]))
      commit(
        rowsRef.current.map((r) => {
          const track = byHash.get(r.hash)
          return track && r.state === 'ready'
            ? { ...r, state: 'duplicate', message: t('music.tracks.bulk.duplicateOf', track) }
            : r
        })
      )
    } catch (error) {
      setHashError(errorMessage(error, t('music.tracks.bulk.hashFailed')))
    }
  }

  const uploadOne = async (row: Row) => {
    patch(row.key, { state: 'uploading', progress: 0, message: undefined })
    try {
      await saveTrack({ input: inputOf(row), audio: row.file }, (progress) => patch(row.key, { progress }))
      patch(row.key, { state: 'added', progress: 100 })
    } catch (error) {
      if (isAxiosError(error) && error.response?.status === 409)
        patch(row.key, { state: 'duplicate', message: errorMessage(error) })
      else patch(row.key, { state: 'failed', message: errorMessage(error, t('music.tracks.bulk.failed')) })
    }
  }

  const run = async (queue: Row[]) => {
    setBatch(new Set(queue.map((r) => r.key)))
    setRunning(true)
    let next = 0
    const worker = async () => {
      while (next < queue.length) await uploadOne(queue[next++])
    }
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker))
    setRunning(false)
    setFinished(true)
  }

  const start = () => void run(rowsRef.current.filter(uploadable))
  const retry = (row: Row) => void run([row])

  const count = (state: RowState) => rows.filter((r) => r.state === state).length
  const batchRows = rows.filter((r) => batch.has(r.key))
  const overall =
    batchRows.length === 0
      ? 0
      : Math.round(
          batchRows.reduce(
            (sum, r) => sum + (ENDED.has(r.state) ? 100 : r.state === 'uploading' ? r.progress : 0),
            0
          ) / batchRows.length
        )
  const ready = rows.filter(uploadable).length
  const needAttention = rows.filter((r) => shownState(r) === 'attention').length
  const reading = count('reading') > 0

  const close = () => {
    if (running) return
    const added = count('added')
    commit([])
    setBatch(new Set())
    setFinished(false)
    onClose(added)
  }

  return (
    <Modal isOpen={isOpen} toggle={close} size="xl" labelledBy="bulk-upload-title" scrollable>
      <ModalHeader toggle={close} tag="h2" id="bulk-upload-title">
        {t('music.tracks.bulk.title')}
      </ModalHeader>
      <ModalBody>
        <div
          className="border border-2 border-dashed rounded p-4 text-center mb-3"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault()
            void addFiles(e.dataTransfer.files)
          }}
        >
          <p className="mb-2">{t('music.tracks.bulk.drop')}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <label className="btn btn-outline-primary mb-0">
              <Upload size={16} aria-hidden="true" className="me-1" />
              {t('music.tracks.bulk.chooseFiles')}
              <input
                type="file"
                multiple
                accept="audio/*"
                className="visually-hidden"
                aria-label={t('music.tracks.bulk.chooseFiles')}
                disabled={running}
                onChange={(e) => {
                  void addFiles(e.target.files)
                  e.target.value = ''
                }}
              />
            </label>
            <Button color="primary" outline onClick={() => folderInput.current?.click()} disabled={running}>
              <FolderUp size={16} aria-hidden="true" className="me-1" />
              {t('music.tracks.bulk.chooseFolder')}
            </Button>
            <input
              ref={(el) => {
                folderInput.current = el
                el?.setAttribute('webkitdirectory', '')
              }}
              type="file"
              multiple
              hidden
              onChange={(e) => {
                void addFiles(e.target.files)
                e.target.value = ''
              }}
            />
          </div>
        </div>
        {hashError && (
          <Alert color="warning" fade={false}>
            {hashError}
          </Alert>
        )}
        {rows.length > 0 && (
          <>
            <div className="mb-3">
              <div className="d-flex justify-content-between small mb-1">
                <span id="bulk-upload-overall">{t('music.tracks.bulk.overall')}</span>
                <span>{overall}%</span>
              </div>
              {/* The bar itself (role progressbar) carries the name, not reactstrap's wrapper. */}
              <Progress value={overall} barAriaLabelledBy="bulk-upload-overall" />
            </div>
            <div className="table-responsive">
              <Table size="sm" className="align-middle">
                <caption className="visually-hidden">{t('music.tracks.bulk.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('music.tracks.bulk.file')}</th>
                    <th scope="col">{t('music.tracks.form.title')}</th>
                    <th scope="col">{t('music.tracks.form.artist')}</th>
                    <th scope="col">{t('music.tracks.form.album')}</th>
                    <th scope="col">{t('music.tracks.form.genre')}</th>
                    <th scope="col">{t('music.tracks.bulk.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const editable = row.state === 'ready' || row.state === 'failed'
                    const problems = editable ? problemsOf(row) : {}
                    const state = shownState(row)
                    const problemsId = `bulk-problems-${row.key}`
                    const invalid = (name: Field) =>
                      problems[name]
                        ? { invalid: true, 'aria-describedby': problemsId }
                        : { 'aria-describedby': undefined }
                    const field = (name: 'title' | 'artist' | 'album') => (
                      <Input
                        bsSize="sm"
                        value={row[name]}
                        disabled={!editable}
                        dir="auto"
                        aria-label={`${t(`music.tracks.form.${name}`)}: ${row.file.name}`}
                        {...invalid(name)}
                        onChange={(e) => patch(row.key, { [name]: e.target.value })}
                      />
                    )
                    const messages = Object.values(problems)
                    return (
                      <tr key={row.key} data-state={state}>
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
                            onChange={(e) => patch(row.key, { genre: e.target.value })}
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
                          <Badge
                            pill
                            className={`bg-${
                              {
                                added: 'success',
                                duplicate: 'warning',
                                failed: 'danger',
                                attention: 'danger'
                              }[state as string] ?? 'secondary'
                            }-subtle text-body`}
                          >
                            {t(`music.tracks.bulk.states.${state}`)}
                          </Badge>
                          {row.state === 'uploading' && (
                            <Progress
                              className="mt-1"
                              style={{ height: 6 }}
                              value={row.progress}
                              aria-label={t('music.tracks.bulk.fileProgress', { name: row.file.name })}
                            />
                          )}
                          {row.message && <div className="small mt-1 text-body-secondary">{row.message}</div>}
                          {messages.length > 0 && (
                            <ul id={problemsId} className="list-unstyled small mt-1 mb-0 text-danger">
                              {messages.map((message) => (
                                <li key={message}>{message}</li>
                              ))}
                            </ul>
                          )}
                          {row.state === 'failed' && !running && (
                            <Button size="sm" color="link" className="p-0" onClick={() => retry(row)}>
                              <RotateCcw size={14} aria-hidden="true" className="me-1" />
                              {t('music.tracks.bulk.retry')}
                            </Button>
                          )}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </Table>
            </div>
            {finished && !running && (
              <Alert color="info" fade={false} role="status" className="mb-0">
                {t('music.tracks.bulk.summary', {
                  added: count('added'),
                  skipped: count('duplicate'),
                  failed: count('failed')
                })}
              </Alert>
            )}
          </>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={close} disabled={running}>
          {t('common.close')}
        </Button>
        <Button color="primary" onClick={start} disabled={running || reading || ready === 0}>
          {running
            ? t('music.tracks.bulk.uploading')
            : needAttention > 0
              ? t('music.tracks.bulk.startAndAttention', {
                  start: t('music.tracks.bulk.start', { count: ready }),
                  attention: t('music.tracks.bulk.needAttention', { count: needAttention })
                })
              : t('music.tracks.bulk.start', { count: ready })}
        </Button>
      </ModalFooter>
    </Modal>
  )
}
