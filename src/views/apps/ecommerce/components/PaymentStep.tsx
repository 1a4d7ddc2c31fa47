import { useState, type Ref } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Card, CardBody, Form, FormFeedback, FormGroup, Input, Label } from 'reactstrap'
import { paymentSchema, type CartProduct, type Payment } from '@/contracts/ecommerce'
import { PriceSummary } from './CartStep'

// The form keeps every field as text; the card fields count only when paying by card.
const paymentFormSchema = z
  .object({
    method: z.enum(['card', 'cash']),
    cardName: z.string(),
    cardNumber: z.string(),
    expiry: z.string(),
    cvv: z.string()
  })
  .superRefine((values, ctx) => {
    if (values.method !== 'card') return
    const parsed = paymentSchema.safeParse(values)
    if (parsed.success) return
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  })
type PaymentForm = z.infer<typeof paymentFormSchema>

const CARD_FIELDS = [
  { name: 'cardName', autoComplete: 'cc-name', col: 'col-12' },
  { name: 'cardNumber', autoComplete: 'cc-number', col: 'col-12' },
  { name: 'expiry', autoComplete: 'cc-exp', col: 'col-6' },
  { name: 'cvv', autoComplete: 'cc-csc', col: 'col-6' }
] as const

export function PaymentStep({
  cart,
  onBack,
  onPay
}: {
  cart: CartProduct[]
  onBack: () => void
  /** Resolves with an error message when the order is refused. */
  onPay: (payment: Payment) => Promise<string | null>
}) {
  const { t } = useTranslation()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting }
  } = useForm<PaymentForm>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { method: 'card', cardName: '', cardNumber: '', expiry: '', cvv: '' }
  })
  const method = watch('method')
  const field = (name: keyof PaymentForm) => {
    const { ref, ...rest } = register(name)
    return { ...rest, innerRef: ref as Ref<HTMLInputElement> }
  }
  const submit = handleSubmit(async (values) => {
    setServerError(null)
    const payment: Payment =
      values.method === 'cash'
        ? { method: 'cash' }
        : {
            method: 'card',
            cardName: values.cardName,
            cardNumber: values.cardNumber,
            expiry: values.expiry,
            cvv: values.cvv
          }
    setServerError(await onPay(payment))
  })
  return (
    <div className="row g-3">
      <div className="col-lg-8">
        <Card>
          <CardBody>
            <h2 className="fs-5 mb-3">{t('ecommerce.checkout.paymentTitle')}</h2>
            <Form noValidate onSubmit={submit}>
              {serverError && (
                <Alert fade={false} color="danger">
                  {serverError}
                </Alert>
              )}
              <fieldset className="mb-3">
                <legend className="fs-6">{t('ecommerce.checkout.fields.method')}</legend>
                {(['card', 'cash'] as const).map((m) => (
                  <FormGroup check inline key={m}>
                    <Input id={`payment-${m}`} type="radio" value={m} {...field('method')} />
                    <Label for={`payment-${m}`} check>
                      {t(`ecommerce.checkout.methods.${m}`)}
                    </Label>
                  </FormGroup>
                ))}
              </fieldset>
              {method === 'card' && (
                <div className="row">
                  {CARD_FIELDS.map(({ name, autoComplete, col }) => (
                    <FormGroup key={name} className={col}>
                      <Label for={`payment-${name}`}>{t(`ecommerce.checkout.fields.${name}`)}</Label>
                      <Input
                        id={`payment-${name}`}
                        autoComplete={autoComplete}
                        inputMode={name === 'cardName' ? undefined : 'numeric'}
                        placeholder={name === 'expiry' ? 'MM/YY' : undefined}
                        invalid={Boolean(errors[name])}
                        {...field(name)}
                      />
                      <FormFeedback>{errors[name]?.message ? t(errors[name].message) : null}</FormFeedback>
                    </FormGroup>
                  ))}
                </div>
              )}
              <div className="d-flex gap-2">
                <Button color="secondary" outline type="button" onClick={onBack}>
                  {t('ecommerce.checkout.back')}
                </Button>
                <Button color="primary" type="submit" disabled={isSubmitting}>
                  {t('ecommerce.checkout.pay')}
                </Button>
              </div>
            </Form>
          </CardBody>
        </Card>
      </div>
      <div className="col-lg-4">
        <Card>
          <CardBody>
            <h2 className="fs-6 mb-3">{t('ecommerce.checkout.priceDetails')}</h2>
            <PriceSummary cart={cart} />
          </CardBody>
        </Card>
      </div>
    </div>
  )
}
