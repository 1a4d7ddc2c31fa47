// The three plans with the figures of spec §9, the pricing questions, and the plan chosen in this session.
import type { PricingPlan, PricingResponse, Subscription } from '@/contracts/pricing'
import { badge } from '../art'

export const plans: PricingResponse['pricing'] = {
  basicPlan: {
    key: 'basic',
    title: 'Basic',
    subtitle: 'A simple start for everyone',
    img: badge(21, 'note'),
    monthlyPrice: 0,
    yearlyPlan: { perMonth: 0, totalAnnual: 0 },
    planBenefits: ['100 responses a month', 'Unlimited tracks', 'Basic play statistics', 'Email support'],
    popular: false
  },
  standardPlan: {
    key: 'standard',
    title: 'Standard',
    subtitle: 'For small to medium labels',
    img: badge(22, 'disc'),
    monthlyPrice: 49,
    yearlyPlan: { perMonth: 40, totalAnnual: 480 },
    planBenefits: [
      'Unlimited responses',
      'Unlimited playlists',
      'Detailed play statistics',
      'Up to 5 team members',
      'Priority email support'
    ],
    popular: true
  },
  enterprisePlan: {
    key: 'enterprise',
    title: 'Enterprise',
    subtitle: 'For catalogues of every size',
    img: badge(23, 'chart'),
    monthlyPrice: 99,
    yearlyPlan: { perMonth: 80, totalAnnual: 960 },
    planBenefits: [
      'Everything in Standard',
      'Unlimited team members',
      'API keys with access levels',
      'Single sign-on',
      'A named account manager'
    ],
    popular: false
  }
}

export const planList = (): PricingPlan[] => [plans.basicPlan, plans.standardPlan, plans.enterprisePlan]

export const qandA: PricingResponse['qandA'] = [
  {
    question: 'Does my subscription renew automatically?',
    ans: 'Yes. Monthly plans renew every month and yearly plans every year, until you cancel.'
  },
  {
    question: 'Can I change my plan later?',
    ans: 'At any time. An upgrade starts at once and the unused part of the old plan is credited; a downgrade starts at the next renewal.'
  },
  {
    question: 'What counts as a response?',
    ans: 'Every answer the API gives to a listening app: a track, a playlist or a search. The Basic plan includes 100 a month.'
  },
  {
    question: 'Do you offer discounts for non-profits?',
    ans: 'Registered non-profits and schools get 50% off every paid plan. Write to sales@vibeline.app.'
  }
]

const INITIAL: Subscription = { plan: 'basic', billing: 'monthly' }
export const pricingDb: { current: Subscription } = { current: { ...INITIAL } }

export function resetPricing(): void {
  pricingDb.current = { ...INITIAL }
}
