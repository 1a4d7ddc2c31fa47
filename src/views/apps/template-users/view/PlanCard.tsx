import { useState } from 'react'
import { Button, Card, CardBody, Progress } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import type { TemplateUser, UserDetails } from '@/contracts/templateUsers'
import { ChangePlanModal } from './ChangePlanModal'

export function PlanCard({ user, plan }: { user: TemplateUser; plan: UserDetails['plan'] }) {
  const { t } = useTranslation()
  const [changing, setChanging] = useState(false)
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
        <Button color="primary" className="w-100" onClick={() => setChanging(true)}>
          {t('templateUsers.view.plan.upgrade')}
        </Button>
      </CardBody>
      <ChangePlanModal
        key={user.currentPlan}
        user={user}
        isOpen={changing}
        onClose={() => setChanging(false)}
      />
    </Card>
  )
}
