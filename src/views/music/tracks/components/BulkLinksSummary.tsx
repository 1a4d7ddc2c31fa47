// What a bulk upload's tags will link or create, for the whole batch (issue 36): the new artists, the artists the
// catalogue has, each release with the places its tracks take; how many files are still checked, could not be, or
// wait on their row's messages.
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { Badge, Button } from 'reactstrap'
import type { TagLinksInputParsed, TagLinksPlan } from '@/contracts/catalogue'
import { runsOf, summarise, type Place } from '../bulkTagLinks'
import type { RowLinks } from '../useBulkLinks'

/** "1–12", or per disc, and how many have no number. */
function placesText(t: TFunction, places: Place[]): string {
  const byDisc = new Map<number, number[]>()
  let unnumbered = 0
  for (const { disc, track } of places) {
    if (track === null) unnumbered++
    else byDisc.set(disc, [...(byDisc.get(disc) ?? []), track])
  }
  const discs = [...byDisc.keys()].sort((a, b) => a - b)
  const parts =
    discs.length === 1 && discs[0] === 1
      ? [runsOf(byDisc.get(1)!)]
      : discs.map((disc) => t('music.tracks.bulkLinks.discRuns', { disc, runs: runsOf(byDisc.get(disc)!) }))
  if (unnumbered > 0) parts.push(t('music.tracks.bulkLinks.unnumbered', { count: unnumbered }))
  return parts.join('; ')
}

/** The batch's review from the rows waiting to upload whose links are checked. */
export function summaryOf(rows: (RowLinks | undefined)[]) {
  const items: Props['items'] = []
  let checking = 0
  let failed = 0
  let blocked = 0
  for (const row of rows) {
    if (!row) continue
    if (row.plan.status === 'loading') checking++
    else if (row.plan.status === 'error') failed++
    else if (row.blocked) blocked++
    else if (row.body && row.plan.status === 'ready') items.push({ body: row.body, plan: row.plan.plan })
  }
  return { shown: rows.some(Boolean), items, checking, failed, blocked }
}

type Props = {
  items: { body: TagLinksInputParsed; plan: TagLinksPlan }[]
  checking: number
  failed: number
  blocked: number
  onRetry: () => void
}

export function BulkLinksSummary({ items, checking, failed, blocked, onRetry }: Props) {
  const { t } = useTranslation()
  const summary = summarise(items)
  const lines: { key: string; badge: 'new' | 'linked'; text: string }[] = [
    ...summary.newArtists.map((name) => ({
      key: `artist-${name}`,
      badge: 'new' as const,
      text: t('music.tracks.tagLinks.artistNew', { name })
    })),
    ...summary.linkedArtists.map(({ name, tracks }) => ({
      key: `linked-${name}`,
      badge: 'linked' as const,
      text: t('music.tracks.bulkLinks.artistLinked', { name, count: tracks })
    })),
    ...summary.releases.map((release) => ({
      key: `release-${release.artist}-${release.title}`,
      badge: release.isNew ? ('new' as const) : ('linked' as const),
      text: t(release.isNew ? 'music.tracks.bulkLinks.releaseNew' : 'music.tracks.bulkLinks.releaseLinked', {
        title: release.title,
        artist: release.artist,
        places: placesText(t, release.places),
        count: release.places.length
      })
    }))
  ]
  return (
    <section className="border rounded p-3 mb-3" aria-labelledby="bulk-links-heading">
      <h3 id="bulk-links-heading" className="fs-6 fw-semibold mb-2">
        {t('music.tracks.bulkLinks.heading')}
      </h3>
      {lines.length > 0 && (
        <ul className="list-unstyled mb-0" aria-label={t('music.tracks.bulkLinks.willHappen')}>
          {lines.map((line) => (
            <li key={line.key} className="d-flex align-items-baseline gap-2 mb-1">
              <Badge color={line.badge === 'new' ? 'info' : 'success'} className="flex-shrink-0">
                {t(
                  line.badge === 'new'
                    ? 'music.tracks.tagLinks.badgeNew'
                    : 'music.tracks.tagLinks.badgeLinked'
                )}
              </Badge>
              <span className="min-w-0 text-break">{line.text}</span>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {checking > 0 && (
          <p className="d-flex align-items-center gap-2 small text-body-secondary mt-2 mb-0">
            <span className="spinner-border spinner-border-sm flex-shrink-0" aria-hidden="true" />
            {t('music.tracks.bulkLinks.checking', { count: checking })}
          </p>
        )}
        {failed > 0 && (
          <p className="small text-danger mt-2 mb-0" role="alert">
            {t('music.tracks.bulkLinks.planFailed', { count: failed })}{' '}
            <Button type="button" color="link" size="sm" className="p-0 align-baseline" onClick={onRetry}>
              {t('music.tracks.tagLinks.retry')}
            </Button>
          </p>
        )}
        {blocked > 0 && (
          <p className="small text-danger mt-2 mb-0">
            {t('music.tracks.bulkLinks.blocked', { count: blocked })}
          </p>
        )}
      </div>
    </section>
  )
}
