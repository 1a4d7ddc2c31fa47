// The track page's Audio card (issue 38): the analysis of the track's master. While it runs, a spinner (and the
// card keeps asking); failed or unavailable, the reason and, for editors, Retry; done, the waveform (a click plays
// from there in the floating player), the figures with what they mean for the listener, and the quality findings.
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Badge, Button, Card, CardBody, CardHeader } from 'reactstrap'
import { AlertTriangle, CheckCircle2, RotateCcw, XCircle } from 'lucide-react'
import type { AudioAnalysis, AudioFigures } from '@/contracts/audioAnalysis'
import type { Track } from '@/contracts/music'
import { useAbility } from '@/configs/AbilityContext'
import { numberFormat } from '@/lib/numberFormat'
import { useAppSelector } from '@/redux/hooks'
import { selectLayout } from '@/redux/layoutSlice'
import { formatDuration } from '../../shared/format'
import {
  clippingHint,
  findingText,
  gainHint,
  loudnessHint,
  silenceHint,
  truePeakHint,
  type Hint
} from './audioHints'
import { useTrackAnalysis, type TrackAnalysisState } from './useTrackAnalysis'
import { usePlayFrom } from './usePlayFrom'
import { WaveformView } from './WaveformView'
import { playbackGainDb } from '@/@core/components/player/normalisation'
import './audioCard.scss'

type Say = (hint: Hint) => string

function useSay(): { say: Say; number: (value: number) => string } {
  const { t, i18n } = useTranslation()
  const format = numberFormat(i18n.language, { maximumFractionDigits: 1 })
  const number = (value: number) => format.format(value)
  const say: Say = ({ key, values }) =>
    t(
      key,
      Object.fromEntries(
        Object.entries(values ?? {}).map(([k, v]) => [k, typeof v === 'number' ? number(v) : v])
      )
    )
  return { say, number }
}

function Figure({
  label,
  value,
  hint,
  tone,
  wide
}: {
  label: string
  value: ReactNode
  hint?: string
  tone?: 'warning'
  wide?: boolean
}) {
  return (
    <div className={`audio-figure${wide ? ' audio-figure-wide' : ''}`}>
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="mb-0">
        {/* Isolated, each in its own direction: a Latin unit reads left to right (a negative figure carries its
            own mark), an Arabic one ("ث", "بت") right to left; one forced direction misordered the latter. */}
        <span className="fw-semibold">{typeof value === 'string' ? <bdi>{value}</bdi> : value}</span>
        {hint && (
          <span
            className={`d-block small ${tone === 'warning' ? 'text-warning-emphasis' : 'text-body-secondary'}`}
          >
            {hint}
          </span>
        )}
      </dd>
    </div>
  )
}

function Figures({ figures, gain }: { figures: AudioFigures; gain: number }) {
  const { t } = useTranslation()
  const { say, number } = useSay()
  const channels =
    figures.channels === 1
      ? t('music.audio.mono')
      : figures.channels === 2
        ? t('music.audio.stereo')
        : t('music.audio.channels', { count: figures.channels })
  const formatParts = [
    figures.codec.toUpperCase(),
    t('music.audio.units.khz', { value: number(figures.sample_rate / 1000) }),
    figures.bit_depth ? t('music.audio.units.bits', { value: figures.bit_depth }) : null,
    channels,
    figures.bitrate
      ? t('music.audio.units.kbps', { value: number(Math.round(figures.bitrate / 1000)) })
      : null
  ].filter((part): part is string => Boolean(part))
  const format = formatParts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && ' · '}
      <bdi className="text-nowrap">{part}</bdi>
    </Fragment>
  ))
  const peakHint = truePeakHint(figures)
  const leading = silenceHint(figures.leading_silence)
  const trailing = silenceHint(figures.trailing_silence)
  return (
    <dl className="audio-figures mb-0">
      <Figure
        label={t('music.audio.figures.loudness')}
        value={t('music.audio.units.lufs', { value: number(figures.integrated_lufs) })}
        hint={say(loudnessHint(figures))}
      />
      <Figure
        label={t('music.audio.figures.gain')}
        value={t('music.audio.units.db', { value: number(gain) })}
        hint={say(gainHint(gain))}
      />
      <Figure
        label={t('music.audio.figures.truePeak')}
        value={t('music.audio.units.dbtp', { value: number(figures.true_peak_dbtp) })}
        hint={say(peakHint)}
        tone={peakHint.key.endsWith('peakOver') ? 'warning' : undefined}
      />
      <Figure
        label={t('music.audio.figures.range')}
        value={t('music.audio.units.lu', { value: number(figures.loudness_range_lu) })}
        hint={t('music.audio.hints.range')}
      />
      <Figure
        label={t('music.audio.figures.clipped')}
        value={number(figures.clipped_samples)}
        hint={say(clippingHint(figures))}
        tone={figures.clipped_samples > 0 ? 'warning' : undefined}
      />
      <Figure
        label={t('music.audio.figures.leading')}
        value={t('music.audio.units.seconds', { value: number(figures.leading_silence) })}
        hint={say(leading)}
        tone={leading.key.endsWith('Long') ? 'warning' : undefined}
      />
      <Figure
        label={t('music.audio.figures.trailing')}
        value={t('music.audio.units.seconds', { value: number(figures.trailing_silence) })}
        hint={say(trailing)}
        tone={trailing.key.endsWith('Long') ? 'warning' : undefined}
      />
      <Figure label={t('music.audio.figures.length')} value={formatDuration(figures.decoded_duration)} />
      <Figure label={t('music.audio.figures.format')} value={format} wide />
    </dl>
  )
}

function Findings({ analysis }: { analysis: AudioAnalysis }) {
  const { t, i18n } = useTranslation()
  if (analysis.findings.length === 0)
    return (
      <p className="mb-0 text-success-emphasis d-flex align-items-center gap-2">
        <CheckCircle2 size={16} aria-hidden="true" />
        {t('music.audio.noFindings')}
      </p>
    )
  return (
    <ul className="list-unstyled mb-0 audio-findings">
      {analysis.findings.map((finding) => (
        <li key={finding.rule} className="d-flex align-items-start gap-2 mb-1">
          {finding.severity === 'error' ? (
            <XCircle size={16} className="text-danger flex-shrink-0 mt-1" aria-hidden="true" />
          ) : (
            <AlertTriangle size={16} className="text-warning flex-shrink-0 mt-1" aria-hidden="true" />
          )}
          <span>
            <span className="visually-hidden">{t(`music.audio.severity.${finding.severity}`)}: </span>
            {findingText(
              finding,
              (key, values) => t(key, values),
              (key) => i18n.exists(key)
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}

export function AudioCardBody({ track, state }: { track: Track; state: TrackAnalysisState }) {
  const { t } = useTranslation()
  const canRetry = useAbility().can('update', 'Track')
  const { skin } = useAppSelector(selectLayout)
  const playFrom = usePlayFrom(track)
  const { analysis, waveform, loadError, retrying, retryError, retry, reload } = state

  if (loadError && !analysis)
    return (
      <Alert fade={false} color="danger" className="mb-0 d-flex align-items-center gap-2 flex-wrap">
        <span className="flex-grow-1">{t('music.audio.loadError', { reason: loadError })}</span>
        <Button size="sm" color="danger" outline onClick={reload}>
          {t('music.audio.reload')}
        </Button>
      </Alert>
    )
  if (!analysis)
    return (
      <div className="d-flex align-items-center gap-2 text-body-secondary" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('music.common.loading')}
      </div>
    )

  const retryButton = canRetry && (
    <Button size="sm" color="primary" outline onClick={() => void retry()} disabled={retrying}>
      <RotateCcw size={14} aria-hidden="true" className="me-1" />
      {analysis.status === 'pending' ? t('music.audio.analyse') : t('music.audio.retry')}
    </Button>
  )
  const retryProblem = retryError && (
    <p className="text-danger small mb-0 mt-2" role="alert">
      {t('music.audio.retryError', { reason: retryError })}
    </p>
  )

  switch (analysis.status) {
    case 'pending':
    case 'analysing':
      return (
        <div>
          <div className="d-flex align-items-center gap-2" role="status" aria-live="polite">
            {/* Pending is also "never analysed": only a running analysis shows that work is under way. */}
            {analysis.status === 'analysing' && (
              <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
            )}
            <span>{t(analysis.status === 'pending' ? 'music.audio.pending' : 'music.audio.analysing')}</span>
          </div>
          {analysis.status === 'pending' && retryButton && <div className="mt-2">{retryButton}</div>}
          {retryProblem}
        </div>
      )
    case 'failed':
    case 'unavailable':
      return (
        <div>
          <Alert
            fade={false}
            color={analysis.status === 'failed' ? 'danger' : 'warning'}
            className="mb-0 d-flex align-items-center gap-2 flex-wrap"
          >
            <span className="flex-grow-1">
              {t(`music.audio.${analysis.status}`, { reason: analysis.error ?? t('music.audio.noReason') })}
            </span>
            {retryButton}
          </Alert>
          {retryProblem}
        </div>
      )
    case 'done':
      return (
        <div className="d-flex flex-column gap-3">
          {waveform ? (
            <div>
              <WaveformView waveform={waveform} title={track.title} skin={skin} onSeek={playFrom} />
              <p className="small text-body-secondary mb-0 mt-1">{t('music.audio.seekHint')}</p>
            </div>
          ) : loadError ? (
            <p className="small text-danger mb-0">{t('music.audio.loadError', { reason: loadError })}</p>
          ) : null}
          {analysis.figures && <Figures figures={analysis.figures} gain={playbackGainDb(analysis)} />}
          <div>
            <h3 className="h6 mb-2">{t('music.audio.findingsTitle')}</h3>
            <Findings analysis={analysis} />
          </div>
        </div>
      )
  }
}

/** The card, for a track that has audio. */
export function AudioCard({ track }: { track: Track }) {
  const { t } = useTranslation()
  const state = useTrackAnalysis(track.id)
  return (
    <Card className="mt-3 audio-card" aria-labelledby="audio-card-title">
      <CardHeader className="d-flex align-items-center gap-2 flex-wrap">
        <h2 id="audio-card-title" className="h5 mb-0">
          {t('music.audio.title')}
        </h2>
        {state.analysis?.approximate && (
          <Badge
            color="info"
            pill
            className="bg-info-subtle text-info-emphasis"
            title={t('music.audio.approximateHint')}
          >
            {t('music.audio.approximate')}
          </Badge>
        )}
      </CardHeader>
      <CardBody>
        <AudioCardBody track={track} state={state} />
        {state.analysis?.approximate && (
          <p className="small text-body-secondary mb-0 mt-3">{t('music.audio.approximateHint')}</p>
        )}
      </CardBody>
    </Card>
  )
}

export default AudioCard
