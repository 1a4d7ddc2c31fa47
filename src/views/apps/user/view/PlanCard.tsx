import { Link } from 'react-router-dom'
import { Card, CardBody, Progress } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import type { UserDetails } from '@/contracts/templateUsers'

export function PlanCard({ plan }: { plan: UserDetails['plan'] }) {
  const { t } = useTranslation()
  const left = plan.daysTotal - plan.daysUsed
  return (
    <Card className="border-0 shadow-sm mb-3 border-top border-primary">
      <CardBody>
        <div className="d-flex justify-content-between align-items-start mb-3">
          <div>
            <h2 className="h5 mb-1">{t('templateUsers.view.plan.title')}</h2>
            <span className="badge text-bg-primary">{t(`templateUsers.plans.${plan.name}`)}</span>
          </div>
          <div className="text-end">
            <span className="h3 fw-bold mb-0">${plan.price}</span>
            <span className="text-body-secondary"> / {t('templateUsers.view.plan.month')}</span>
          </div>
        </div>
        <ul className="ps-3 mb-3">
          {plan.features.map((feature) => (
            <li key={feature}>
              <bdi>{feature}</bdi>
            </li>
          ))}
        </ul>
        <div className="d-flex justify-content-between small fw-semibold mb-1">
          <span id="plan-days-label">{t('templateUsers.view.plan.days')}</span>
          <span>{t('templateUsers.view.plan.daysOf', { used: plan.daysUsed, total: plan.daysTotal })}</span>
        </div>
        <Progress
          value={(plan.daysUsed / plan.daysTotal) * 100}
          className="mb-1"
          style={{ height: 8 }}
          barAriaLabelledBy="plan-days-label"
        />
        <p className="small text-body-secondary">{t('templateUsers.view.plan.daysLeft', { days: left })}</p>
        <Link to="/misc/coming-soon" className="btn btn-primary w-100">
          {t('templateUsers.view.plan.upgrade')}
        </Link>
      </CardBody>
    </Card>
  )
}
