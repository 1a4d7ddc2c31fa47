// /pages/profile: the header (cover, picture, name), about, suggested pages, twitter feeds, the posts (likes,
// comments, load more), latest photos, people to connect with and a poll (spec §3 "Profile").
import { useState } from 'react'
import { Calendar, Globe, Mail, MapPin, Star } from 'lucide-react'
import { Button, Card, CardBody, Col, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import type { ProfileData, ProfilePost } from '@/contracts/profile'
import { useAppDispatch } from '@/redux/hooks'
import { Avatar } from '../shared/Avatar'
import { formatDate, formatRelative } from '../shared/format'
import { LoadState } from '../shared/LoadState'
import { useLoad } from '@/@core/hooks/useLoad'
import { PollCard } from './components/PollCard'
import { PostCard } from './components/PostCard'
import { fetchMorePosts, fetchProfile, toggleConnect } from './profileApi'
import '../shared/pages.scss'
import './profile.scss'

type Update = (change: (data: ProfileData) => ProfileData) => void

function Feed({ data, update }: { data: ProfileData; update: Update }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const replace = (post: ProfilePost) =>
    update((d) => ({ ...d, posts: d.posts.map((p) => (p.id === post.id ? post : p)) }))

  const more = async () => {
    setLoading(true)
    setError(null)
    const result = await dispatch(fetchMorePosts(data.posts.length))
    setLoading(false)
    if (!fetchMorePosts.fulfilled.match(result)) {
      setError(result.payload ?? t('pages.common.failed'))
      return
    }
    update((d) => ({
      ...d,
      posts: [...d.posts, ...result.payload.posts.filter((p) => !d.posts.some((q) => q.id === p.id))],
      hasMorePosts: result.payload.hasMore
    }))
  }

  return (
    <section aria-labelledby="profile-posts-title">
      <h2 id="profile-posts-title" className="visually-hidden">
        {t('pages.profile.posts')}
      </h2>
      {data.posts.map((post) => (
        <PostCard key={post.id} post={post} onChange={replace} />
      ))}
      {error && (
        <p className="text-danger small" role="alert">
          {error}
        </p>
      )}
      <div className="text-center" aria-live="polite">
        {data.hasMorePosts ? (
          <Button color="primary" outline disabled={loading} onClick={() => void more()}>
            {loading ? t('app.loading') : t('pages.profile.loadMore')}
          </Button>
        ) : (
          <p className="text-body-secondary small">{t('pages.profile.noMore')}</p>
        )}
      </div>
    </section>
  )
}

function Suggestions({ data, update }: { data: ProfileData; update: Update }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [busy, setBusy] = useState<number | null>(null)
  const connect = async (id: number) => {
    setBusy(id)
    const result = await dispatch(toggleConnect(id))
    setBusy(null)
    if (toggleConnect.fulfilled.match(result))
      update((d) => ({ ...d, suggestions: d.suggestions.map((s) => (s.id === id ? result.payload : s)) }))
  }
  return (
    <Card className="border-0 shadow-sm mb-4">
      <CardBody>
        <h2 className="h5 mb-3">{t('pages.profile.suggestions')}</h2>
        <ul className="list-unstyled ps-0 mb-0 d-flex flex-column gap-3">
          {data.suggestions.map((s) => (
            <li key={s.id} className="d-flex align-items-center gap-2">
              <Avatar name={s.name} src={s.avatar} size={38} />
              <div className="flex-grow-1 min-w-0">
                <p className="mb-0 fw-semibold text-truncate">{s.name}</p>
                <p className="mb-0 small text-body-secondary">
                  {t('pages.profile.mutual', { count: s.mutualFriend })}
                </p>
              </div>
              <Button
                color="primary"
                outline={!s.connected}
                size="sm"
                aria-pressed={s.connected}
                disabled={busy === s.id}
                onClick={() => void connect(s.id)}
              >
                {t(s.connected ? 'pages.profile.connected' : 'pages.profile.connect')}
                <span className="visually-hidden">: {s.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  )
}

export default function ProfilePage() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const state = useLoad(() => dispatch(fetchProfile()).unwrap(), [dispatch])

  return (
    <div className="profile-page">
      <LoadState state={state} onRetry={state.reload}>
        {(data) => (
          <>
            <Card className="border-0 shadow-sm mb-4 overflow-hidden">
              <img src={data.header.coverImg} alt="" className="profile-cover" />
              <CardBody className="d-flex flex-wrap align-items-end gap-3 profile-header-body">
                <Avatar
                  name={data.header.username}
                  src={data.header.avatar}
                  size={112}
                  className="profile-avatar rounded border border-4"
                />
                <div className="pb-1">
                  <h1 className="h3 mb-0">{data.header.username}</h1>
                  <p className="mb-0 text-body-secondary">{data.header.designation}</p>
                </div>
              </CardBody>
            </Card>
            <Row className="g-4">
              <Col lg={3} md={5} className="order-2 order-lg-1">
                <Card className="border-0 shadow-sm mb-4">
                  <CardBody>
                    <h2 className="h5">{t('pages.profile.about')}</h2>
                    <p dir="auto">{data.userAbout.about}</p>
                    <dl className="mb-0 small profile-facts">
                      <dt>
                        <Calendar size={14} aria-hidden="true" /> {t('pages.profile.joined')}
                      </dt>
                      <dd>{formatDate(data.userAbout.joined, i18n.language, 'long')}</dd>
                      <dt>
                        <MapPin size={14} aria-hidden="true" /> {t('pages.profile.lives')}
                      </dt>
                      <dd dir="auto">{data.userAbout.lives}</dd>
                      <dt>
                        <Mail size={14} aria-hidden="true" /> {t('pages.profile.email')}
                      </dt>
                      <dd>
                        <a href={`mailto:${data.userAbout.email}`} dir="ltr">
                          {data.userAbout.email}
                        </a>
                      </dd>
                      <dt>
                        <Globe size={14} aria-hidden="true" /> {t('pages.profile.website')}
                      </dt>
                      <dd className="mb-0">
                        <a href={data.userAbout.website} rel="noopener noreferrer" target="_blank" dir="ltr">
                          {data.userAbout.website.replace(/^https?:\/\//, '')}
                        </a>
                      </dd>
                    </dl>
                  </CardBody>
                </Card>
                <Card className="border-0 shadow-sm mb-4">
                  <CardBody>
                    <h2 className="h5 mb-3">{t('pages.profile.suggestedPages')}</h2>
                    <ul className="list-unstyled ps-0 mb-0 d-flex flex-column gap-3">
                      {data.suggestedPages.map((page) => (
                        <li key={page.id} className="d-flex align-items-center gap-2">
                          <Avatar name={page.username} src={page.avatar} size={36} />
                          <div className="flex-grow-1">
                            <p className="mb-0 fw-semibold">{page.username}</p>
                            <p className="mb-0 small text-body-secondary">{page.subtitle}</p>
                          </div>
                          {page.favorite && (
                            <Star
                              size={16}
                              className="text-warning"
                              fill="currentColor"
                              role="img"
                              aria-label={t('pages.profile.favorite')}
                            />
                          )}
                        </li>
                      ))}
                    </ul>
                  </CardBody>
                </Card>
                <Card className="border-0 shadow-sm">
                  <CardBody>
                    <h2 className="h5 mb-3">{t('pages.profile.twitterFeeds')}</h2>
                    <ul className="list-unstyled ps-0 mb-0 d-flex flex-column gap-3">
                      {data.twitterFeeds.map((feed) => (
                        <li key={feed.id}>
                          <div className="d-flex align-items-center gap-2 mb-1">
                            <Avatar name={feed.title} src={feed.imgUrl} size={32} />
                            <div>
                              <p className="mb-0 fw-semibold small">{feed.title}</p>
                              <p className="mb-0 small text-body-secondary" dir="ltr">
                                {feed.tags}
                              </p>
                            </div>
                          </div>
                          <p className="small mb-1" dir="auto">
                            {feed.desc}
                          </p>
                          <time dateTime={feed.tweetTime} className="small text-body-secondary">
                            {formatRelative(feed.tweetTime, i18n.language)}
                          </time>
                        </li>
                      ))}
                    </ul>
                  </CardBody>
                </Card>
              </Col>
              <Col lg={6} className="order-1 order-lg-2">
                <Feed data={data} update={state.update} />
              </Col>
              <Col lg={3} md={7} className="order-3">
                <Card className="border-0 shadow-sm mb-4">
                  <CardBody>
                    <h2 className="h5 mb-3">{t('pages.profile.latestPhotos')}</h2>
                    <ul className="list-unstyled ps-0 mb-0 profile-photos">
                      {data.latestPhotos.map((photo) => (
                        <li key={photo.id}>
                          <img
                            src={photo.img}
                            alt={t('pages.profile.photo', { n: photo.id })}
                            className="rounded w-100"
                          />
                        </li>
                      ))}
                    </ul>
                  </CardBody>
                </Card>
                <Suggestions data={data} update={state.update} />
                <PollCard poll={data.polls} onChange={(polls) => state.update((d) => ({ ...d, polls }))} />
              </Col>
            </Row>
          </>
        )}
      </LoadState>
    </div>
  )
}
