// Bulk upload (issue 15 §2): many audio files or a folder; each file's tags are read here into an editable review
// table, files the catalogue already holds (same SHA-256) are marked, then files upload three at a time with a
// progress bar each and one overall; a failed file can be retried; a summary says what was added, skipped, failed.
// A row shows every problem of its fields at once and is uploaded only once they are fixed. A file whose tags name
// its album artist, composer, ISRC or place gets a line of those fields under its row and joins the batch's review
// of what will be linked or created (issue 36); its links are applied after its upload (runBatch.ts).
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FolderUp, Upload } from 'lucide-react'
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader, Progress, Table } from 'reactstrap'
import { errorMessage, isAxiosError } from '@/auth/http'
import type { TagLinksInputParsed } from '@/contracts/catalogue'
import { hasLinkTags, readAudioTags, type AudioTags } from '../readAudioTags'
import { useGenres } from '../../shared/catalogue/useGenres'
import { fieldErrorsOf } from '../../shared/catalogue/catalogueApi'
import { catalogueMessage } from '../../shared/catalogue/catalogueMessages'
import './bulkUpload.scss'
import { applyTagLinks, fetchKnownHashes, saveTrack } from '../tracksApi'
import { bulkLinksOf, createsOf, isLinked, waitsFor } from '../bulkTagLinks'
import { useBulkLinks } from '../useBulkLinks'
import { runBatch } from '../runBatch'
import { isAudio, sha256Hex, titleFromName } from './bulkFiles'
import { BulkLinksSummary, summaryOf } from './BulkLinksSummary'
import { BulkUploadRow } from './BulkUploadRow'
import { ENDED, hasProblems, inputOf, PLANNED, type Row, type RowState } from '../bulkRows'

const CONCURRENCY = 3

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

  const linkedRows = useMemo(
    () =>
      rows
        .filter((r) => r.links && PLANNED.has(r.state))
        .map(({ key, file, artist, album, links }) => ({ key, name: file.name, artist, album, links })),
    [rows]
  )
  const { links, retry: retryPlans, forget: forgetPlans } = useBulkLinks(linkedRows)
  /** Ready to upload: tags read, not a duplicate, nothing to fix, and its links checked and free. */
  const uploadable = (row: Row) => row.state === 'ready' && !hasProblems(row) && !links.get(row.key)?.blocked
  /** What a row's status says: a row with something to fix is never "Ready". */
  const shownState = (row: Row): string => {
    if (row.state !== 'ready' && row.state !== 'failed') return row.state
    const linked = links.get(row.key)
    if (hasProblems(row) || (linked?.blocked && linked.plan.status !== 'loading')) return 'attention'
    return linked?.plan.status === 'loading' ? 'checking' : row.state
  }

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
      // An id of its fields and messages too: no spaces (aria-describedby is a list of ids).
      key: `${Date.now()}-${i}-${file.name.replace(/[^\w.-]+/g, '_')}`,
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
        const { links: linkTags, ...fields } = tags
        patch(row.key, {
          ...fields,
          ...(hasLinkTags(linkTags) ? { links: bulkLinksOf(linkTags!) } : {}),
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

  /** The track's id once uploaded. A file with links goes without its album text: its links set the release. */
  const uploadOne = async (row: Row, body: TagLinksInputParsed | undefined): Promise<number | null> => {
    patch(row.key, { state: 'uploading', progress: 0, message: undefined })
    try {
      const input = body ? { ...inputOf(row), artist: body.artist, album: '' } : inputOf(row)
      const track = await saveTrack({ input, audio: row.file }, (progress) => patch(row.key, { progress }))
      patch(row.key, { state: body ? 'linking' : 'added', progress: 100, trackId: track.id })
      return track.id
    } catch (error) {
      if (isAxiosError(error) && error.response?.status === 409)
        patch(row.key, { state: 'duplicate', message: errorMessage(error) })
      else patch(row.key, { state: 'failed', message: errorMessage(error, t('music.tracks.bulk.failed')) })
      return null
    }
  }

  const linkOne = async (key: string, trackId: number, body: TagLinksInputParsed) => {
    patch(key, { state: 'linking', message: undefined })
    try {
      await applyTagLinks(trackId, body)
      patch(key, { state: 'added' })
    } catch (error) {
      const fields = fieldErrorsOf(error)
      const message =
        fields.length > 0
          ? fields.map((f) => catalogueMessage(t, f.message) ?? f.message).join(' ')
          : errorMessage(error, t('music.tracks.bulkLinks.linkFailed'))
      patch(key, { state: 'unlinked', message: t('music.tracks.bulkLinks.addedWithout', { message }) })
    }
  }

  const run = async (queue: Row[]) => {
    // Taken as they stand now: the rows' fields are locked while they wait their turn.
    const bodies = new Map<string, TagLinksInputParsed>()
    const creates: { key: string; creates: string[] }[] = []
    for (const row of queue) {
      const linked = links.get(row.key)
      if (!linked?.body) continue
      bodies.set(row.key, linked.body)
      if (linked.plan.status === 'ready')
        creates.push({ key: row.key, creates: createsOf(linked.body, linked.plan.plan) })
    }
    const queued = new Set(queue.map((r) => r.key))
    commit(
      rowsRef.current.map((r) => (queued.has(r.key) ? { ...r, state: 'queued', message: undefined } : r))
    )
    setBatch(queued)
    setRunning(true)
    await runBatch(queue, {
      concurrency: CONCURRENCY,
      waits: waitsFor(creates),
      upload: (row) => uploadOne(row, bodies.get(row.key)),
      link: async (row, trackId) => {
        const body = bodies.get(row.key)
        if (body) await linkOne(row.key, trackId, body)
      }
    })
    // What the plans said would be created now exists: the rows left are checked again.
    forgetPlans()
    setRunning(false)
    setFinished(true)
  }

  const start = () => void run(rowsRef.current.filter(uploadable))
  const retry = (row: Row) => {
    const body = links.get(row.key)?.body
    if (row.state === 'unlinked' && row.trackId !== undefined && body)
      void linkOne(row.key, row.trackId, body)
    else void run([row])
  }

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
  const summary = summaryOf(
    rows
      .filter((r) => r.state === 'ready' && isLinked(r))
      .map((r) => links.get(r.key))
  )

  const close = () => {
    if (running) return
    const added = count('added') + count('unlinked')
    commit([])
    forgetPlans()
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
            {summary.shown && (
              <BulkLinksSummary
                items={summary.items}
                checking={summary.checking}
                failed={summary.failed}
                blocked={summary.blocked}
                onRetry={retryPlans}
              />
            )}
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
                  {rows.map((row) => (
                    <BulkUploadRow
                      key={row.key}
                      row={row}
                      state={shownState(row)}
                      linked={links.get(row.key)}
                      genres={genres}
                      genreLabel={genreLabel}
                      onPatch={(change) => patch(row.key, change)}
                      onRetry={
                        (row.state === 'failed' || row.state === 'unlinked') &&
                        !running &&
                        !hasProblems(row) &&
                        !links.get(row.key)?.blocked
                          ? () => retry(row)
                          : undefined
                      }
                    />
                  ))}
                </tbody>
              </Table>
            </div>
            {finished && !running && (
              <Alert color="info" fade={false} role="status" className="mb-0">
                {t('music.tracks.bulk.summary', {
                  added: count('added') + count('unlinked'),
                  skipped: count('duplicate'),
                  failed: count('failed')
                })}
                {count('unlinked') > 0 &&
                  ` ${t('music.tracks.bulkLinks.unlinkedSummary', { count: count('unlinked') })}`}
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
