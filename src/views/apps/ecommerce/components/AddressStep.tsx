import type { Ref } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, Form, FormFeedback, FormGroup, Input, Label } from 'reactstrap'
import { addressSchema, type Address } from '@/contracts/ecommerce'

const FIELDS = ['fullName', 'phone', 'street', 'city', 'postcode'] as const

export function AddressStep({
  initial,
  onBack,
  onNext
}: {
  initial: Address | null
  onBack: () => void
  onNext: (address: Address) => void
}) {
  const { t } = useTranslation()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting }
  } = useForm<Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: initial ?? {
      fullName: '',
      phone: '',
      street: '',
      city: '',
      postcode: '',
      addressType: 'home'
    }
  })
  const field = (name: (typeof FIELDS)[number] | 'addressType') => {
    const { ref, ...rest } = register(name)
    return { ...rest, innerRef: ref as Ref<HTMLInputElement> }
  }
  return (
    <Card>
      <CardBody>
        <h2 className="fs-5 mb-3">{t('ecommerce.checkout.addressTitle')}</h2>
        <Form noValidate onSubmit={handleSubmit(onNext)}>
          <div className="row">
            {FIELDS.map((name) => (
              <FormGroup key={name} className={name === 'street' ? 'col-12' : 'col-md-6'}>
                <Label for={`address-${name}`}>{t(`ecommerce.checkout.fields.${name}`)}</Label>
                <Input
                  id={`address-${name}`}
                  type={name === 'phone' ? 'tel' : 'text'}
                  autoComplete={
                    {
                      fullName: 'name',
                      phone: 'tel',
                      street: 'street-address',
                      city: 'address-level2',
                      postcode: 'postal-code'
                    }[name]
                  }
                  invalid={Boolean(errors[name])}
                  {...field(name)}
                />
                <FormFeedback>{errors[name]?.message ? t(errors[name].message) : null}</FormFeedback>
              </FormGroup>
            ))}
          </div>
          <fieldset className="mb-3">
            <legend className="fs-6">{t('ecommerce.checkout.fields.addressType')}</legend>
            {(['home', 'office'] as const).map((type) => (
              <FormGroup check inline key={type}>
                <Input id={`address-type-${type}`} type="radio" value={type} {...field('addressType')} />
                <Label for={`address-type-${type}`} check>
                  {t(`ecommerce.checkout.addressTypes.${type}`)}
                </Label>
              </FormGroup>
            ))}
          </fieldset>
          <div className="d-flex gap-2">
            <Button color="secondary" outline type="button" onClick={onBack}>
              {t('ecommerce.checkout.back')}
            </Button>
            <Button color="primary" type="submit" disabled={isSubmitting}>
              {t('ecommerce.checkout.deliverHere')}
            </Button>
          </div>
        </Form>
      </CardBody>
    </Card>
  )
}
