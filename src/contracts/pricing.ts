// Pricing (spec §3 "Pricing", figures of spec §9), shared by the pricing page and the fake database.
import { z } from 'zod'

export const PRICING_PATHS = { data: '/pricing/data', subscribe: '/pricing/data/subscribe' } as const

export const PLAN_KEYS = ['basic', 'standard', 'enterprise'] as const
export type PlanKey = (typeof PLAN_KEYS)[number]
export const BILLING_PERIODS = ['monthly', 'yearly'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]

export type PricingPlan = {
  key: PlanKey
  title: string
  subtitle: string
  img: string
  monthlyPrice: number
  yearlyPlan: { perMonth: number; totalAnnual: number }
  planBenefits: string[]
  popular: boolean
}

export type Subscription = { plan: PlanKey; billing: BillingPeriod }

export type PricingResponse = {
  pricing: { basicPlan: PricingPlan; standardPlan: PricingPlan; enterprisePlan: PricingPlan }
  qandA: { question: string; ans: string }[]
  currentPlan: Subscription
}

export const subscriptionSchema = z.object({
  plan: z.enum(PLAN_KEYS, { message: 'Choose the Basic, Standard or Enterprise plan.' }),
  billing: z.enum(BILLING_PERIODS, { message: 'Choose monthly or yearly billing.' })
})
