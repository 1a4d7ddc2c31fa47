// /pages/pricing: Basic, Standard and Enterprise (spec §9 figures) with a monthly/yearly switch, the popular plan
// marked, choosing a plan (remembered by the fake database), and the pricing questions.
import { useState } from 'react'
import { Check } from 'lucide-react'
import { Badge, Button, Card, CardBody, Col, Input, Label, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import clsx from 'clsx'
import type { BillingPeriod, PricingPlan, Subscription } from '@/contracts/pricing'
import { useAppDispatch } from '@/redux/hooks'
import { LoadState } from '../shared/LoadState'
import { QuestionAccordion } from '../shared/QuestionAccordion'
import { useLoad } from '@/@core/hooks/useLoad'
import { choosePlan, fetchPricing } from './pricingApi'
import '../shared/pages.scss'
import './pricing.scss'

/** The largest saving of yearly billing over monthly, in whole percent. */
export function yearlySaving(plans: PricingPlan[]): number {
  return Math.max(
    0,
    ...plans
      .filter((p) => p.monthlyPrice > 0)
      .map((p) => Math.floor((1 - p.yearlyPlan.perMonth / p.monthlyPrice) * 100))
  )
}

function PlanCard({
  plan,
  billing,
  current,
  busy,
  onChoose
}: {
  plan: PricingPlan
  billing: BillingPeriod
  current: Subscription
  busy: boolean
  onChoose: () => void
}) {
  const { t, i18n } = useTranslation()
  const money = (amount: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0
    }).format(amount)
  const perMonth = billing === 'monthly' ? plan.monthlyPrice : plan.yearlyPlan.perMonth
  const isCurrent = current.plan === plan.key && (plan.monthlyPrice === 0 || current.billing === billing)
  const titleId = `plan-${plan.key}-title`
  return (
    <Card
      className={clsx(
        'pricing-card h-100 text-center shadow-sm',
        plan.popular ? 'border-primary' : 'border-0'
      )}
      aria-labelledby={titleId}
      tag="section"
    >
      <CardBody className="d-flex flex-column p-4">
        <div className="pricing-badge-slot">
          {plan.popular && (
            <Badge color="primary" pill className="bg-primary-subtle text-primary-emphasis">
              {t('pages.pricing.popular')}
            </Badge>
          )}
        </div>
        <img src={plan.img} alt="" width={88} height={88} className="mx-auto mb-3" />
        <h2 id={titleId} className="h4 mb-1">
          {plan.title}
        </h2>
        <p className="text-body-secondary" dir="auto">
          {plan.subtitle}
        </p>
        <p className="mb-1" data-testid={`price-${plan.key}`}>
          <span className="display-6 fw-semibold text-primary">{money(perMonth)}</span>
          <span className="text-body-secondary"> {t('pages.pricing.perMonth')}</span>
        </p>
        <p className="small text-body-secondary pricing-annual" data-testid={`annual-${plan.key}`}>
          {billing === 'yearly' && plan.monthlyPrice > 0
            ? t('pages.pricing.billedYearly', { total: money(plan.yearlyPlan.totalAnnual) })
            : plan.monthlyPrice === 0
              ? t('pages.pricing.free')
              : t('pages.pricing.billedMonthly')}
        </p>
        <ul className="list-unstyled ps-0 text-start my-3 flex-grow-1">
          {plan.planBenefits.map((benefit) => (
            <li key={benefit} className="d-flex align-items-start gap-2 mb-2">
              <Check size={16} aria-hidden="true" className="text-success flex-shrink-0 mt-1" />
              <span dir="auto">{benefit}</span>
            </li>
          ))}
        </ul>
        <Button
          color={isCurrent ? 'success' : 'primary'}
          outline={!plan.popular || isCurrent}
          disabled={isCurrent || busy}
          onClick={onChoose}
        >
          {isCurrent ? t('pages.pricing.currentPlan') : t('pages.pricing.choose')}
          <span className="visually-hidden">: {plan.title}</span>
        </Button>
      </CardBody>
    </Card>
  )
}

export default function PricingPage() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const state = useLoad(() => dispatch(fetchPricing()).unwrap(), [dispatch])
  const [billing, setBilling] = useState<BillingPeriod>('monthly')
  const [busy, setBusy] = useState<string | null>(null)

  const choose = async (plan: PricingPlan) => {
    setBusy(plan.key)
    const result = await dispatch(choosePlan({ plan: plan.key, billing }))
    setBusy(null)
    if (choosePlan.fulfilled.match(result)) {
      state.update((d) => ({ ...d, currentPlan: result.payload }))
      toast.success(t('pages.pricing.chosen', { plan: plan.title }))
    } else toast.error(result.payload ?? t('pages.common.failed'))
  }

  return (
    <div className="pricing-page">
      <header className="text-center mb-4">
        <h1 className="h3">{t('pages.pricing.title')}</h1>
        <p className="text-body-secondary mb-4">{t('pages.pricing.subtitle')}</p>
      </header>
      <LoadState state={state} onRetry={state.reload}>
        {(data) => {
          const plans = [data.pricing.basicPlan, data.pricing.standardPlan, data.pricing.enterprisePlan]
          return (
            <>
              <div className="d-flex justify-content-center align-items-center gap-3 mb-4 flex-wrap">
                <span aria-hidden="true" className={clsx(billing === 'monthly' && 'fw-semibold')}>
                  {t('pages.pricing.monthly')}
                </span>
                <div className="form-check form-switch mb-0">
                  <Input
                    type="switch"
                    role="switch"
                    id="pricing-yearly"
                    className="pricing-switch"
                    checked={billing === 'yearly'}
                    onChange={(e) => setBilling(e.target.checked ? 'yearly' : 'monthly')}
                  />
                  <Label for="pricing-yearly" className="visually-hidden">
                    {t('pages.pricing.yearlySwitch')}
                  </Label>
                </div>
                <span aria-hidden="true" className={clsx(billing === 'yearly' && 'fw-semibold')}>
                  {t('pages.pricing.yearly')}
                </span>
                <Badge pill className="bg-success-subtle text-success-emphasis">
                  {t('pages.pricing.save', { percent: yearlySaving(plans) })}
                </Badge>
              </div>
              <Row className="g-4 justify-content-center mb-5">
                {plans.map((plan) => (
                  <Col key={plan.key} md={6} lg={4}>
                    <PlanCard
                      plan={plan}
                      billing={billing}
                      current={data.currentPlan}
                      busy={busy !== null}
                      onChoose={() => void choose(plan)}
                    />
                  </Col>
                ))}
              </Row>
              <section aria-labelledby="pricing-faq-title" className="pricing-faq mx-auto">
                <h2 id="pricing-faq-title" className="h4 text-center mb-3">
                  {t('pages.pricing.faqTitle')}
                </h2>
                <QuestionAccordion
                  entries={data.qandA.map((entry, index) => ({
                    id: index,
                    question: entry.question,
                    answer: <p className="mb-0">{entry.ans}</p>
                  }))}
                />
              </section>
            </>
          )
        }}
      </LoadState>
    </div>
  )
}
