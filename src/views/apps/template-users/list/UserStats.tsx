import { UserCheck, UserPlus, Users, UserX, type LucideIcon } from 'lucide-react'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import type { TemplateUser } from '@/contracts/templateUsers'

type Stat = { key: string; value: number; icon: LucideIcon; tone: string }

/** Totals over every user: all, active, pending, inactive. */
export function UserStats({ users, loaded }: { users: TemplateUser[]; loaded: boolean }) {
  const { t } = useTranslation()
  const count = (status: TemplateUser['status']) => users.filter((u) => u.status === status).length
  const stats: Stat[] = [
    { key: 'total', value: users.length, icon: Users, tone: 'primary' },
    { key: 'active', value: count('active'), icon: UserCheck, tone: 'success' },
    { key: 'pending', value: count('pending'), icon: UserPlus, tone: 'warning' },
    { key: 'inactive', value: count('inactive'), icon: UserX, tone: 'danger' }
  ]
  return (
    <Row className="g-3 mb-3" role="list" aria-label={t('templateUsers.stats.label')}>
      {stats.map(({ key, value, icon: Icon, tone }) => (
        <Col key={key} xs={12} sm={6} xl={3} role="listitem">
          <Card className="h-100 border-0 shadow-sm">
            <CardBody className="d-flex align-items-center justify-content-between">
              <div>
                <div className="h3 fw-bold mb-0" data-testid={`stat-${key}`}>
                  {loaded ? value : '—'}
                </div>
                <div className="text-body-secondary">{t(`templateUsers.stats.${key}`)}</div>
              </div>
              <span
                className={`stat-icon rounded-circle d-inline-flex bg-${tone}-subtle text-${tone}-emphasis`}
              >
                <Icon size={22} aria-hidden="true" />
              </span>
            </CardBody>
          </Card>
        </Col>
      ))}
    </Row>
  )
}
