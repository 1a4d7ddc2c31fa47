// One post of the feed: text, picture, a like toggle with the people who liked it, comments and a comment form.
import { useId, useState, type FormEvent } from 'react'
import { Heart, MessageSquare, Share2 } from 'lucide-react'
import { Button, Card, CardBody, Input } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import type { ProfilePost } from '@/contracts/profile'
import { useAppDispatch } from '@/redux/hooks'
import { Avatar } from '../../shared/Avatar'
import { formatDateTime } from '../../shared/format'
import { addComment, toggleLike } from '../profileApi'

export function PostCard({ post, onChange }: { post: ProfilePost; onChange: (post: ProfilePost) => void }) {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const inputId = useId()
  const [liking, setLiking] = useState(false)
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const like = async () => {
    setLiking(true)
    const result = await dispatch(toggleLike(post.id))
    setLiking(false)
    if (toggleLike.fulfilled.match(result)) onChange(result.payload)
    else setError(result.payload ?? t('pages.common.failed'))
  }

  const comment = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) {
      setError(t('pages.profile.commentRequired'))
      return
    }
    setSending(true)
    setError(null)
    const result = await dispatch(addComment({ postId: post.id, comment: text }))
    setSending(false)
    if (!addComment.fulfilled.match(result)) {
      setError(result.payload ?? t('pages.common.failed'))
      return
    }
    setText('')
    onChange({
      ...post,
      comments: result.payload.comments,
      detailedComments: [...post.detailedComments, result.payload.comment]
    })
  }

  const shownLikers = post.likedUsers.slice(0, 5)
  return (
    <Card className="border-0 shadow-sm mb-4" tag="article" aria-labelledby={`post-${post.id}-author`}>
      <CardBody>
        <div className="d-flex align-items-center gap-2 mb-3">
          <Avatar name={post.username} src={post.avatar} size={40} />
          <div>
            <p id={`post-${post.id}-author`} className="mb-0 fw-semibold">
              {post.username}
            </p>
            <time dateTime={post.postTime} className="small text-body-secondary">
              {formatDateTime(post.postTime, i18n.language)}
            </time>
          </div>
        </div>
        <p dir="auto">{post.postText}</p>
        {post.postImg && (
          <img src={post.postImg} alt="" className="img-fluid rounded mb-3 w-100 profile-post-img" />
        )}
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <div className="d-flex align-items-center gap-2">
            <Button
              color="link"
              className={clsx(
                'p-0 d-inline-flex align-items-center gap-1 text-decoration-none',
                post.youLiked ? 'text-danger' : 'text-body'
              )}
              aria-pressed={post.youLiked}
              disabled={liking}
              onClick={() => void like()}
            >
              <Heart size={18} aria-hidden="true" fill={post.youLiked ? 'currentColor' : 'none'} />
              {t('pages.profile.like')}
              <span className="badge rounded-pill bg-body-secondary text-body">
                {post.likes}
                <span className="visually-hidden"> {t('pages.profile.likesWord')}</span>
              </span>
            </Button>
            <ul
              className="profile-avatar-stack list-unstyled ps-0 mb-0 d-flex"
              aria-label={t('pages.profile.likedBy')}
            >
              {shownLikers.map((u) => (
                <li key={u.username} title={u.username}>
                  <Avatar name={u.username} src={u.avatar} size={26} label={u.username} />
                </li>
              ))}
            </ul>
          </div>
          <div className="d-flex align-items-center gap-3 small text-body-secondary">
            <span className="d-inline-flex align-items-center gap-1">
              <MessageSquare size={16} aria-hidden="true" />
              {t('pages.profile.comments', { count: post.comments })}
            </span>
            <span className="d-inline-flex align-items-center gap-1">
              <Share2 size={16} aria-hidden="true" />
              {t('pages.profile.shares', { count: post.share })}
            </span>
          </div>
        </div>
        {post.detailedComments.length > 0 && (
          <ul
            className="list-unstyled ps-0 mb-3 d-flex flex-column gap-2"
            aria-label={t('pages.profile.commentsLabel')}
          >
            {post.detailedComments.map((c) => (
              <li key={c.id} className="d-flex gap-2">
                <Avatar name={c.username} src={c.avatar} size={32} />
                <div className="bg-body-tertiary rounded px-3 py-2">
                  <p className="mb-0 small fw-semibold">{c.username}</p>
                  <p className="mb-0 small" dir="auto">
                    {c.comment}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={(e) => void comment(e)} noValidate className="d-flex gap-2 align-items-start">
          <div className="flex-grow-1">
            <label htmlFor={inputId} className="visually-hidden">
              {t('pages.profile.addComment')}
            </label>
            <Input
              id={inputId}
              value={text}
              placeholder={t('pages.profile.addComment')}
              invalid={Boolean(error)}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(e) => {
                setText(e.target.value)
                if (error) setError(null)
              }}
              dir="auto"
            />
            {error && (
              <div id={`${inputId}-error`} className="invalid-feedback d-block">
                {error}
              </div>
            )}
          </div>
          <Button color="primary" type="submit" disabled={sending}>
            {sending ? t('pages.common.sending') : t('pages.profile.post')}
          </Button>
        </form>
      </CardBody>
    </Card>
  )
}
