import { useId, useState, type FormEvent } from 'react'
import { Alert, Button, Input, Label } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import type { PlanKey, PricingPlan } from '@/contracts/pricing'
import { useAppDispatch } from '@/redux/hooks'
import { LoadState } from '../../shared/LoadState'
import { useLoad } from '@/@core/hooks/useLoad'
import { ExampleModal } from '../ExampleModal'
import { fetchPlans, upgradePlan } from '../modalExamplesApi'

/** Upgrade plan: the plans of the pricing page (spec §9 figures); the choice is the one the pricing page shows. */
export function UpgradePlan({
  isOpen,
  onClose,
  onDone
}: {
  isOpen: boolean
  onClose: () => void
  onDone: (summary: string) => void
}) {
  return isOpen ? <UpgradePlanDialog onClose={onClose} onDone={onDone} /> : null
}

function UpgradePlanDialog({ onClose, onDone }: { onClose: () => void; onDone: (summary: string) => void }) {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const prefix = useId()
  const state = useLoad(() => dispatch(fetchPlans()).unwrap(), [dispatch])
  const [choice, setChoice] = useState<PlanKey | ''>('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const money = (n: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0
    }).format(n)

  const submit = async (event: FormEvent, plans: PricingPlan[]) => {
    event.preventDefault()
    const plan = plans.find((p) => p.key === choice)
    if (!plan) {
      setError(t('pages.modalExamples.errors.chooseOne'))
      return
    }
    setBusy(true)
    const result = await dispatch(upgradePlan({ plan: plan.key, billing: 'monthly' }))
    setBusy(false)
    if (!upgradePlan.fulfilled.match(result)) {
      setError(result.payload ?? t('pages.common.failed'))
      return
    }
    onDone(t('pages.modalExamples.upgrade.done', { plan: plan.title }))
    onClose()
  }

  return (
    <ExampleModal id="upgrade-plan" isOpen onClose={onClose} title={t('pages.modalExamples.upgrade.title')}>
      <p className="text-body-secondary">{t('pages.modalExamples.upgrade.intro')}</p>
      <LoadState state={state} onRetry={state.reload}>
        {(data) => {
          const plans = [data.pricing.basicPlan, data.pricing.standardPlan, data.pricing.enterprisePlan]
          const current = plans.find((p) => p.key === data.currentPlan.plan)
          return (
            <form noValidate onSubmit={(e) => void submit(e, plans)}>
              <Label for={`${prefix}-plan`}>{t('pages.modalExamples.upgrade.choose')}</Label>
              <div className="d-flex gap-2 align-items-start">
                <div className="flex-grow-1">
                  <Input
                    id={`${prefix}-plan`}
                    type="select"
                    value={choice}
                    onChange={(e) => {
                      setChoice(e.target.value as PlanKey)
                      setError(null)
                    }}
                    invalid={Boolean(error)}
                    aria-describedby={error ? `${prefix}-plan-error` : undefined}
                  >
                    <option value="">{t('pages.modalExamples.choose')}</option>
                    {plans
                      .filter((p) => p.key !== data.currentPlan.plan)
                      .map((p) => (
                        <option key={p.key} value={p.key}>
                          {t('pages.modalExamples.upgrade.option', {
                            plan: p.title,
                            price: money(p.monthlyPrice)
                          })}
                        </option>
                      ))}
                  </Input>
                  {error && (
                    <div id={`${prefix}-plan-error`} className="invalid-feedback d-block">
                      {error}
                    </div>
                  )}
                </div>
                <Button color="primary" type="submit" disabled={busy}>
                  {t('pages.modalExamples.upgrade.submit')}
                </Button>
              </div>
              {current && (
                <Alert color="info" fade={false} className="mt-4 mb-0 small">
                  {t('pages.modalExamples.upgrade.current', {
                    plan: current.title,
                    price: money(current.monthlyPrice)
                  })}
                </Alert>
              )}
            </form>
          )
        }}
      </LoadState>
    </ExampleModal>
  )
}
