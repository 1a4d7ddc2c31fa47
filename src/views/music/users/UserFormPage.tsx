// /music/users/new and /music/users/:id/edit.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { ArrowLeft } from 'lucide-react'
import { Alert, Card, CardBody } from 'reactstrap'
import { toast } from 'react-toastify'
import { Spinner } from '@/@core/components/Spinner'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchUser, saveUserThunk, selectUsers } from './usersSlice'
import { EMPTY_USER, UserForm } from './components/UserForm'
import '../shared/music.scss'

export default function UserFormPage() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { id: rawId } = useParams()
  const id = rawId === undefined ? undefined : Number(rawId)
  const { selectedUser, selectedLoading, selectedError } = useAppSelector(selectUsers)

  useEffect(() => {
    if (id === undefined) return
    const request = dispatch(fetchUser(id))
    return () => request.abort()
  }, [dispatch, id])

  const user = id !== undefined && selectedUser?.id === id ? selectedUser : null
  let body
  if (id !== undefined && selectedError) {
    body = (
      <Alert fade={false} color="danger" className="mb-0" role="alert">
        {selectedError}
      </Alert>
    )
  } else if (id !== undefined && (!user || selectedLoading)) {
    body = <Spinner label={t('music.common.loading')} />
  } else {
    const {
      id: _id,
      avatar: _a,
      created_at: _c,
      last_active_at: _l,
      ...values
    } = user ?? { ...EMPTY_USER, id: 0, avatar: null, created_at: '', last_active_at: null }
    body = (
      <UserForm
        key={user?.id ?? 'new'}
        isNew={id === undefined}
        defaultValues={values}
        submitLabel={id === undefined ? t('music.users.form.create') : t('music.users.form.save')}
        onCancel={() => navigate(id === undefined ? '/music/users' : `/music/users/${id}`)}
        onSubmit={async (input) => {
          const saved = await dispatch(saveUserThunk({ id, input })).unwrap()
          toast.success(
            t(id === undefined ? 'music.users.form.created' : 'music.users.form.updated', {
              name: saved.full_name
            })
          )
          navigate(`/music/users/${saved.id}`)
        }}
      />
    )
  }
  return (
    <section aria-labelledby="user-form-title">
      <Link to="/music/users" className="btn btn-link px-0 mb-2">
        <ArrowLeft size={16} aria-hidden="true" className="me-1 rtl-flip" />
        {t('music.users.backToList')}
      </Link>
      <h1 id="user-form-title" className="h3 mb-3">
        {id === undefined ? t('music.users.form.newTitle') : t('music.users.form.editTitle')}
      </h1>
      <Card>
        <CardBody>{body}</CardBody>
      </Card>
    </section>
  )
}
