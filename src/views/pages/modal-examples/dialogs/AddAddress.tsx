import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Col, Form, Input, Label, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { COUNTRIES } from '@/contracts/accountSettings'
import { FormField } from '../../shared/FormField'
import { ExampleModal } from '../ExampleModal'
import { addressSchema, type AddressValues } from '../schemas'
import { useFieldProps } from '../useField'

const EMPTY: AddressValues = {
  fullName: '',
  line1: '',
  line2: '',
  city: '',
  zip: '',
  country: '',
  kind: 'home',
  isDefault: false
}

/** Add new address: home or office, the address lines, city, postcode and country. */
export function AddAddress({
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
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<AddressValues>({ resolver: zodResolver(addressSchema), defaultValues: EMPTY })
  const { field, message, id } = useFieldProps(prefix, register, errors)
  const close = () => {
    reset(EMPTY)
    onClose()
  }
  const submit = (values: AddressValues) => {
    onDone(t('pages.modalExamples.address.done', { city: values.city, country: values.country }))
    close()
  }
  return (
    <ExampleModal
      id="add-address"
      isOpen={isOpen}
      onClose={close}
      title={t('pages.modalExamples.address.title')}
      size="lg"
    >
      <Form noValidate onSubmit={handleSubmit(submit)}>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('pages.modalExamples.address.kind')}</legend>
          <div className="d-flex gap-4">
            {(['home', 'office'] as const).map((kind) => (
              <div className="form-check" key={kind}>
                <input
                  className="form-check-input"
                  type="radio"
                  id={`${prefix}-kind-${kind}`}
                  value={kind}
                  {...register('kind')}
                />
                <Label check for={`${prefix}-kind-${kind}`}>
                  {t(`pages.modalExamples.address.${kind}`)}
                </Label>
              </div>
            ))}
          </div>
        </fieldset>
        <Row className="g-3">
          <Col md={6}>
            <FormField
              id={id('fullName')}
              label={t('pages.modalExamples.address.fullName')}
              error={message('fullName')}
              className=""
            >
              <Input {...field('fullName')} autoComplete="name" />
            </FormField>
          </Col>
          <Col md={6}>
            <FormField
              id={id('country')}
              label={t('pages.modalExamples.address.country')}
              error={message('country')}
              className=""
            >
              <Input {...field('country')} type="select" autoComplete="country-name">
                <option value="">{t('pages.modalExamples.choose')}</option>
                {COUNTRIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Input>
            </FormField>
          </Col>
          <Col md={12}>
            <FormField
              id={id('line1')}
              label={t('pages.modalExamples.address.line1')}
              error={message('line1')}
              className=""
            >
              <Input {...field('line1')} autoComplete="address-line1" />
            </FormField>
          </Col>
          <Col md={12}>
            <FormField
              id={id('line2')}
              label={t('pages.modalExamples.address.line2')}
              error={message('line2')}
              className=""
            >
              <Input {...field('line2')} autoComplete="address-line2" />
            </FormField>
          </Col>
          <Col md={6}>
            <FormField
              id={id('city')}
              label={t('pages.modalExamples.address.city')}
              error={message('city')}
              className=""
            >
              <Input {...field('city')} autoComplete="address-level2" />
            </FormField>
          </Col>
          <Col md={6}>
            <FormField
              id={id('zip')}
              label={t('pages.modalExamples.address.zip')}
              error={message('zip')}
              className=""
            >
              <Input {...field('zip')} autoComplete="postal-code" dir="ltr" />
            </FormField>
          </Col>
        </Row>
        <div className="form-check form-switch mt-3">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id={id('isDefault')}
            {...register('isDefault')}
          />
          <Label check for={id('isDefault')}>
            {t('pages.modalExamples.address.default')}
          </Label>
        </div>
        <div className="d-flex justify-content-center gap-2 mt-4">
          <Button color="primary" type="submit" disabled={isSubmitting}>
            {t('pages.modalExamples.address.submit')}
          </Button>
          <Button color="secondary" outline className="vl-btn-outline" onClick={close}>
            {t('pages.modalExamples.cancel')}
          </Button>
        </div>
      </Form>
    </ExampleModal>
  )
}
