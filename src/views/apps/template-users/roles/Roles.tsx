import { useEffect, useState } from 'react'
import { Button, Card, CardBody, Col, Row, Spinner } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import type { RoleCardData } from '@/contracts/permissions'
import { LoadError } from '@/@core/components/list/LoadError'
import { useAbility } from '@/configs/AbilityContext'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { UserAvatar } from '../components/UserAvatar'
import { UsersTable } from '../list/UsersTable'
import { fetchRoles, selectPermissions } from '../permissionsSlice'
import { RoleModal } from './RoleModal'
import '../roles-permissions.scss'

/** `onEdit` is absent for those who may only read the demo areas (a viewer). */
function RoleCard({ role, onEdit }: { role: RoleCardData; onEdit?: () => void }) {
  const { t } = useTranslation()
  const shown = role.members.slice(0, 4)
  const more = role.totalUsers - shown.length
  return (
    <Card className="h-100 border-0 shadow-sm">
      <CardBody className="d-flex flex-column">
        <div className="d-flex justify-content-between align-items-center mb-3">
          <span className="text-body-secondary">
            {t('rolesPermissions.roles.totalUsers', { total: role.totalUsers })}
          </span>
          {shown.length > 0 && (
            <ul
              className="avatar-group"
              aria-label={t('rolesPermissions.roles.members', { name: role.name })}
            >
              {shown.map((member) => (
                <li key={member.fullName} title={member.fullName}>
                  <UserAvatar
                    fullName={member.fullName}
                    avatar={member.avatar}
                    size={32}
                    label={member.fullName}
                  />
                </li>
              ))}
              {more > 0 && (
                <li>
                  <span
                    className="rounded-circle d-inline-flex align-items-center justify-content-center bg-secondary-subtle text-secondary-emphasis small fw-semibold"
                    style={{ width: 32, height: 32 }}
                    aria-label={t('rolesPermissions.roles.more', { extra: more })}
                    role="img"
                  >
                    +{more}
                  </span>
                </li>
              )}
            </ul>
          )}
        </div>
        <h2 className="h5 mb-1">{role.name}</h2>
        {onEdit && (
          <Button color="link" className="p-0 mt-auto align-self-start role-edit-link" onClick={onEdit}>
            {t('rolesPermissions.roles.editShort')}
            <span className="visually-hidden"> {role.name}</span>
          </Button>
        )}
      </CardBody>
    </Card>
  )
}

/** /apps/roles: the role cards with their members, adding and editing roles, and the users table below. */
export default function Roles() {
  const { t } = useTranslation()
  // The template areas follow the signed-in user's abilities: a viewer (read Template only) gets read-only cards.
  const ability = useAbility()
  const canEdit = ability.can('update', 'Template')
  const canAdd = ability.can('create', 'Template')
  const dispatch = useAppDispatch()
  const { roles, rolesStatus, rolesError } = useAppSelector(selectPermissions)
  const [editing, setEditing] = useState<RoleCardData | null>(null)
  const [adding, setAdding] = useState(false)

  useEffect(() => {
    void dispatch(fetchRoles())
  }, [dispatch])

  return (
    <section aria-labelledby="roles-title" className="roles-permissions">
      <h1 id="roles-title" className="h4 mb-1">
        {t('rolesPermissions.roles.title')}
      </h1>
      <p className="text-body-secondary mb-3">{t('rolesPermissions.roles.intro')}</p>
      {rolesStatus === 'failed' && (
        <LoadError message={rolesError ?? ''} onRetry={() => void dispatch(fetchRoles())} />
      )}
      {rolesStatus === 'loading' && roles.length === 0 && (
        <div className="text-center py-4" role="status">
          <Spinner size="sm" className="me-2" aria-hidden="true" />
          {t('rolesPermissions.common.loading')}
        </div>
      )}
      <Row className="g-3 mb-4" role="list" aria-label={t('rolesPermissions.roles.listLabel')}>
        {roles.map((role) => (
          <Col key={role.id} xs={12} md={6} xl={4} role="listitem">
            <RoleCard role={role} onEdit={canEdit ? () => setEditing(role) : undefined} />
          </Col>
        ))}
        {rolesStatus === 'loaded' && canAdd && (
          <Col xs={12} md={6} xl={4} role="listitem">
            <Card className="h-100 add-role-card shadow-none bg-transparent">
              <CardBody className="d-flex flex-column align-items-center justify-content-center text-center gap-2">
                <p className="mb-0 text-body-secondary">{t('rolesPermissions.roles.addText')}</p>
                <Button color="primary" onClick={() => setAdding(true)}>
                  {t('rolesPermissions.roles.add')}
                </Button>
              </CardBody>
            </Card>
          </Col>
        )}
      </Row>
      <UsersTable title={t('rolesPermissions.roles.usersTitle')} />
      <RoleModal
        isOpen={adding || editing !== null}
        role={editing}
        onClose={() => {
          setAdding(false)
          setEditing(null)
        }}
      />
    </section>
  )
}
