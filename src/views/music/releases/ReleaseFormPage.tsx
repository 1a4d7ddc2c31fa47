// /music/releases/new and /music/releases/:id/edit: the release form, then the release's page.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { ArrowLeft } from 'lucide-react'
import { Card, CardBody } from 'reactstrap'
import { toast } from 'react-toastify'
import type { ReleaseInputParsed, ReleaseWithTracks, ReleaseType } from '@/contracts/catalogue'
import type { ReleaseLifecycle } from '@/contracts/releaseLifecycle'
import { useFocusFromQuery } from '@/@core/hooks/useFocusFromQuery'
import { Spinner } from '@/@core/components/Spinner'
import { LoadError } from '@/@core/components/list/LoadError'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchLifecycle, fetchRelease, saveReleaseThunk, selectReleases } from './releasesSlice'
import { EMPTY_RELEASE, ReleaseForm, type ReleaseFormValues } from './components/ReleaseForm'
import '../shared/music.scss'

const valuesOf = (r: ReleaseWithTracks, lifecycle: ReleaseLifecycle): ReleaseFormValues => ({
  title: r.title,
  type: r.type as ReleaseType,
  upc: r.upc,
  label: r.label,
  p_line: r.p_line,
  c_line: r.c_line,
  original_release_date: r.original_release_date,
  cover_url: r.cover_url,
  explicit: lifecycle.explicit,
  artist_ids: r.artists.map((a) => a.id)
})

export default function ReleaseFormPage() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { id: rawId } = useParams()
  const id = rawId === undefined ? undefined : Number(rawId)
  const {
    selected,
    selectedLoading,
    selectedError,
    lifecycle: anyLifecycle,
    lifecycleError
  } = useAppSelector(selectReleases)

  useEffect(() => {
    if (id === undefined) return
    // The release's explicit flag is part of its lifecycle (issue 37).
    const requests = [dispatch(fetchRelease(id)), dispatch(fetchLifecycle(id))]
    return () => requests.forEach((request) => request.abort())
  }, [dispatch, id])

  const release = id !== undefined && selected?.id === id ? selected : null
  const lifecycle = id !== undefined && anyLifecycle?.release_id === id ? anyLifecycle : null
  // A readiness finding links here with ?focus=<field id>.
  useFocusFromQuery(id === undefined || (release !== null && lifecycle !== null && !selectedLoading))
  const onSubmit = async (input: ReleaseInputParsed) => {
    const saved = await dispatch(saveReleaseThunk({ id, input })).unwrap()
    toast.success(
      t(id === undefined ? 'music.releases.form.created' : 'music.releases.form.updated', {
        title: saved.title
      })
    )
    navigate(`/music/releases/${saved.id}`)
  }
  const back = id === undefined ? '/music/releases' : `/music/releases/${id}`

  let body
  if (id !== undefined && (selectedError || lifecycleError) && (!release || !lifecycle)) {
    body = (
      <LoadError
        message={(selectedError ?? lifecycleError)!}
        onRetry={() => {
          void dispatch(fetchRelease(id))
          void dispatch(fetchLifecycle(id))
        }}
      />
    )
  } else if (id !== undefined && (!release || !lifecycle || selectedLoading)) {
    body = <Spinner label={t('music.common.loading')} />
  } else {
    body = (
      <ReleaseForm
        key={release?.id ?? 'new'}
        defaultValues={release && lifecycle ? valuesOf(release, lifecycle) : EMPTY_RELEASE}
        defaultArtists={release?.artists ?? []}
        onSubmit={onSubmit}
        onCancel={() => navigate(back)}
        submitLabel={id === undefined ? t('music.releases.form.create') : t('music.releases.form.save')}
      />
    )
  }

  return (
    <section aria-labelledby="release-form-title">
      <Link to={back} className="btn btn-link px-0 mb-2">
        <ArrowLeft size={16} aria-hidden="true" className="me-1 rtl-flip" />
        {id === undefined ? t('music.releases.backToList') : t('music.releases.backToRelease')}
      </Link>
      <h1 id="release-form-title" className="h3 mb-3">
        {id === undefined ? t('music.releases.form.newTitle') : t('music.releases.form.editTitle')}
        {release && (
          <span className="text-body-secondary fw-normal">
            {' '}
            · <bdi>{release.title}</bdi>
          </span>
        )}
      </h1>
      <Card>
        <CardBody>{body}</CardBody>
      </Card>
    </section>
  )
}
