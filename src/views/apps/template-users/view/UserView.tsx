import { useEffect } from 'react'
import { Link, useParams } from 'react-router-dom'
import { Alert, Col, Row, Spinner } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchUser, selectSelectedUser, selectUserView } from '../userSlice'
import { UserInfoCard } from './UserInfoCard'
import { PlanCard } from './PlanCard'
import { UserTabs } from './UserTabs'
import '../user.scss'
import { LoadError } from '@/@core/components/list/LoadError'

/** /apps/user/view/:id: the user card, their plan, and tabs of activity, security, billing, notifications, connections. */
export default function UserView() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const id = Number(useParams().id)
  const user = useAppSelector(selectSelectedUser)
  const view = useAppSelector(selectUserView)
  const valid = Number.isInteger(id) && id > 0

  useEffect(() => {
    if (valid) void dispatch(fetchUser(id))
  }, [dispatch, id, valid])

  // The plan card's details come from the plan: after an edit moved the user to another plan, read them again.
  const stalePlan =
    view.status === 'loaded' && user?.id === id && view.details && view.details.plan.name !== user.currentPlan
  useEffect(() => {
    if (stalePlan) void dispatch(fetchUser(id))
  }, [dispatch, id, stalePlan])

  if (!valid || view.status === 'notFound')
    return (
      <Alert fade={false} color="danger" role="alert">
        <h1 className="h5 alert-heading">{t('templateUsers.view.notFoundTitle')}</h1>
        <p className="mb-2">{t('templateUsers.view.notFound', { id: Number.isFinite(id) ? id : '?' })}</p>
        <Link to="/apps/user/list" className="alert-link">
          {t('templateUsers.view.backToList')}
        </Link>
      </Alert>
    )
  if (view.status === 'failed')
    return <LoadError message={view.error ?? ''} onRetry={() => void dispatch(fetchUser(id))} />
  if (view.status !== 'loaded' || !user || !view.details || user.id !== id)
    return (
      <div className="text-center py-5" role="status">
        <Spinner size="sm" className="me-2" aria-hidden="true" />
        {t('templateUsers.common.loading')}
      </div>
    )
  return (
    <Row className="user-view g-3">
      <Col xl={4} lg={5}>
        <UserInfoCard user={user} details={view.details} />
        <PlanCard user={user} plan={view.details.plan} />
      </Col>
      <Col xl={8} lg={7}>
        <UserTabs key={user.id} user={user} details={view.details} />
      </Col>
    </Row>
  )
}
