import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CheckCircle2 } from 'lucide-react'
import clsx from 'clsx'
import { Card, CardBody } from 'reactstrap'
import { Spinner } from '@/@core/components/Spinner'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchCart, placeOrder, selectEcommerce } from './ecommerceSlice'
import type { Address, Payment } from '@/contracts/ecommerce'
import { CartStep } from './components/CartStep'
import { AddressStep } from './components/AddressStep'
import { PaymentStep } from './components/PaymentStep'
import './ecommerce.scss'
import { LoadError } from '@/@core/components/list/LoadError'

const STEPS = ['cart', 'address', 'payment'] as const

export default function Checkout() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const { cart, cartStatus } = useAppSelector(selectEcommerce)
  const [step, setStep] = useState(0)
  const [address, setAddress] = useState<Address | null>(null)
  const [orderId, setOrderId] = useState<number | null>(null)

  useEffect(() => {
    void dispatch(fetchCart())
  }, [dispatch])

  async function pay(payment: Payment): Promise<string | null> {
    if (!address) return t('ecommerce.error')
    const result = await dispatch(placeOrder({ address, payment }))
    if (placeOrder.fulfilled.match(result)) {
      setOrderId(result.payload)
      return null
    }
    return result.payload ?? t('ecommerce.error')
  }

  if (orderId !== null) {
    return (
      <div className="ecommerce-app">
        <Card>
          <CardBody className="text-center py-5">
            <CheckCircle2 size={48} className="text-success mb-3" aria-hidden="true" />
            <h1 className="fs-3">{t('ecommerce.checkout.placedTitle')}</h1>
            <p className="text-body-secondary">{t('ecommerce.checkout.placedText', { orderId })}</p>
            <Link to="/apps/ecommerce/shop" className="btn btn-primary">
              {t('ecommerce.backToShop')}
            </Link>
          </CardBody>
        </Card>
      </div>
    )
  }

  return (
    <div className="ecommerce-app">
      <h1 className="fs-3 mb-3">{t('ecommerce.checkout.title')}</h1>
      <ol
        className="checkout-steps list-unstyled d-flex gap-4 flex-wrap mb-4"
        aria-label={t('ecommerce.checkout.steps')}
      >
        {STEPS.map((name, index) => (
          <li
            key={name}
            className={clsx('d-flex align-items-center gap-2', index < step && 'done')}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className={index === step ? 'fw-semibold' : 'text-body-secondary'}>
              {t(`ecommerce.checkout.stepNames.${name}`)}
            </span>
          </li>
        ))}
      </ol>
      {cartStatus === 'error' ? (
        <LoadError message={t('ecommerce.error')} onRetry={() => void dispatch(fetchCart())} />
      ) : cartStatus !== 'ready' ? (
        <Spinner label={t('ecommerce.loading')} />
      ) : step === 0 || cart.length === 0 ? (
        <CartStep cart={cart} onNext={() => setStep(1)} />
      ) : step === 1 ? (
        <AddressStep
          initial={address}
          onBack={() => setStep(0)}
          onNext={(value) => {
            setAddress(value)
            setStep(2)
          }}
        />
      ) : (
        <PaymentStep cart={cart} onBack={() => setStep(1)} onPay={pay} />
      )}
    </div>
  )
}
