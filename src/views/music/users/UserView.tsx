// /music/users/:id: one user's details, with edit and delete for those allowed.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react'
import { Alert, Button, Card, CardBody } from 'reactstrap'
import { toast } from 'react-toastify'
import { Can } from '@/configs/AbilityContext'
import { Spinner } from '@/@core/components/Spinner'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { formatDate, pillClass } from '../shared/format'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { deleteUser, fetchUser, selectUsers } from './usersSlice'
import { UserAvatar, roleColor, statusColor } from './components/UserBadges'
import '../shared/music.scss'

export default function UserView() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const id = Number(useParams().id)
  const { selectedUser, selectedLoading, selectedError } = useAppSelector(selectUsers)
  const [confirming, setConfirming] = useState(false)

  useEffect(() => {
    const request = dispatch(fetchUser(id))
    return () => request.abort()
  }, [dispatch, id])

  const user = selectedUser?.id === id ? selectedUser : null
  return (
    <section aria-labelledby="user-view-title">
      <Link to="/music/users" className="btn btn-link px-0 mb-2">
        <ArrowLeft size={16} aria-hidden="true" className="me-1 rtl-flip" />
        {t('music.users.backToList')}
      </Link>
      {selectedError ? (
        <Alert fade={false} color="danger" role="alert">
          {selectedError}
        </Alert>
      ) : !user || selectedLoading ? (
        <Spinner label={t('music.common.loading')} />
      ) : (
        <Card>
          <CardBody>
            <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
              <UserAvatar name={user.full_name} size={72} />
              <div className="flex-grow-1">
                <h1 id="user-view-title" className="h3 mb-1">
                  {user.full_name}
                </h1>
                <p className="text-body-secondary mb-2">
                  <bdi>@{user.username}</bdi>
                </p>
                <span className={`${pillClass(roleColor(user.role))} me-2`}>
                  {t(`music.users.roles.${user.role}`)}
                </span>
                <span className={pillClass(statusColor(user.status))}>
                  {t(`music.users.statuses.${user.status}`)}
                </span>
              </div>
              <div className="d-flex gap-2">
                <Can I="update" a="User">
                  <Link to={`/music/users/${user.id}/edit`} className="btn btn-primary">
                    <Pencil size={16} aria-hidden="true" className="me-1" />
                    {t('music.users.actions.edit', { name: user.full_name })}
                  </Link>
                </Can>
                <Can I="delete" a="User">
                  <Button color="danger" outline onClick={() => setConfirming(true)}>
                    <Trash2 size={16} aria-hidden="true" className="me-1" />
                    {t('music.users.actions.delete', { name: user.full_name })}
                  </Button>
                </Can>
              </div>
            </div>
            <h2 className="h6 text-uppercase text-body-secondary">{t('music.users.view.details')}</h2>
            <dl className="row mb-0">
              <dt className="col-sm-3">{t('music.users.columns.email')}</dt>
              <dd className="col-sm-9 text-break">
                <bdi dir="ltr">{user.email}</bdi>
              </dd>
              <dt className="col-sm-3">{t('music.users.columns.plan')}</dt>
              <dd className="col-sm-9">{t(`music.users.plans.${user.plan}`)}</dd>
              <dt className="col-sm-3">{t('music.users.columns.country')}</dt>
              <dd className="col-sm-9">{user.country || '—'}</dd>
              <dt className="col-sm-3">{t('music.users.view.joined')}</dt>
              <dd className="col-sm-9">{formatDate(user.created_at, i18n.language)}</dd>
              <dt className="col-sm-3">{t('music.users.view.lastActive')}</dt>
              <dd className="col-sm-9 mb-0">
                {user.last_active_at
                  ? formatDate(user.last_active_at, i18n.language, true)
                  : t('music.users.view.never')}
              </dd>
            </dl>
          </CardBody>
        </Card>
      )}
      <ConfirmDialog
        isOpen={confirming}
        title={t('music.users.delete.title')}
        body={t('music.users.delete.body', { name: user?.full_name ?? '' })}
        confirmLabel={t('music.users.delete.confirm')}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          if (!user) return
          await dispatch(deleteUser(user.id)).unwrap()
          toast.success(t('music.users.delete.done', { name: user.full_name }))
          navigate('/music/users')
        }}
      />
    </section>
  )
}
