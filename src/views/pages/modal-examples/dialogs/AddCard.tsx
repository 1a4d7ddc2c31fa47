import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Col, Form, Input, Label, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../shared/FormField'
import { ExampleModal } from '../ExampleModal'
import { cardSchema, formatCardNumber, type CardValues } from '../schemas'
import { useFieldProps } from '../useField'

const EMPTY: CardValues = { number: '', name: '', expiry: '', cvv: '', save: true }

/** Add new card: number (checksum), name, expiry (not past), CVV, each with its message. */
export function AddCard({
  isOpen,
  onClose,
  onDone
}: {
  isOpen: boolean
  onClose: () => void
  onDone: (summary: string) => void
}) {
  const { t } = useTranslation()
  const prefix = useId()
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<CardValues>({ resolver: zodResolver(cardSchema), defaultValues: EMPTY })
  const { field, message, id } = useFieldProps(prefix, register, errors)
  const close = () => {
    reset(EMPTY)
    onClose()
  }
  const submit = (values: CardValues) => {
    onDone(t('pages.modalExamples.addCard.done', { last4: values.number.replace(/\D/g, '').slice(-4) }))
    close()
  }
  return (
    <ExampleModal
      id="add-card"
      isOpen={isOpen}
      onClose={close}
      title={t('pages.modalExamples.addCard.title')}
    >
      <p className="text-body-secondary">{t('pages.modalExamples.addCard.intro')}</p>
      <Form noValidate onSubmit={handleSubmit(submit)}>
        <FormField
          id={id('number')}
          label={t('pages.modalExamples.addCard.number')}
          error={message('number')}
        >
          <Controller
            control={control}
            name="number"
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <Input
                id={id('number')}
                innerRef={ref}
                value={value}
                onBlur={onBlur}
                onChange={(e) => onChange(formatCardNumber(e.target.value))}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="4242 4242 4242 4242"
                invalid={Boolean(message('number'))}
                aria-invalid={message('number') ? true : undefined}
                aria-describedby={message('number') ? `${id('number')}-error` : undefined}
                dir="ltr"
              />
            )}
          />
        </FormField>
        <Row className="g-3">
          <Col sm={6}>
            <FormField
              id={id('name')}
              label={t('pages.modalExamples.addCard.name')}
              error={message('name')}
              className=""
            >
              <Input {...field('name')} autoComplete="cc-name" />
            </FormField>
          </Col>
          <Col xs={6} sm={3}>
            <FormField
              id={id('expiry')}
              label={t('pages.modalExamples.addCard.expiry')}
              error={message('expiry')}
              className=""
            >
              <Input
                {...field('expiry')}
                autoComplete="cc-exp"
                placeholder="MM/YY"
                inputMode="numeric"
                dir="ltr"
              />
            </FormField>
          </Col>
          <Col xs={6} sm={3}>
            <FormField
              id={id('cvv')}
              label={t('pages.modalExamples.addCard.cvv')}
              error={message('cvv')}
              className=""
            >
              <Input {...field('cvv')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} dir="ltr" />
            </FormField>
          </Col>
        </Row>
        <div className="form-check form-switch mt-3">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id={id('save')}
            {...register('save')}
          />
          <Label check for={id('save')}>
            {t('pages.modalExamples.addCard.save')}
          </Label>
        </div>
        <div className="d-flex justify-content-center gap-2 mt-4">
          <Button color="primary" type="submit" disabled={isSubmitting}>
            {t('pages.modalExamples.addCard.submit')}
          </Button>
          <Button color="secondary" outline className="vl-btn-outline" onClick={close}>
            {t('pages.modalExamples.cancel')}
          </Button>
        </div>
      </Form>
    </ExampleModal>
  )
}
