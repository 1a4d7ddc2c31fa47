// Pricing (spec §7 "GET /pricing/data"):
//   GET  /pricing/data                                → 200 { pricing, qandA, currentPlan }
//   POST /pricing/data/subscribe { plan, billing }    → 200 { currentPlan }   remembered for the session; 400 bad input
import type MockAdapter from 'axios-mock-adapter'
import { PRICING_PATHS, subscriptionSchema, type PricingResponse } from '@/contracts/pricing'
import { on, type MockRequest, type MockResponse } from '../mock'
import { plans, pricingDb, qandA } from './data'

export function getPricing(): MockResponse {
  const body: PricingResponse = { pricing: plans, qandA, currentPlan: pricingDb.current }
  return [200, body]
}

export function subscribe(request: MockRequest): MockResponse {
  const parsed = subscriptionSchema.safeParse(request.body)
  if (!parsed.success) return [400, { error: parsed.error.issues[0].message }]
  pricingDb.current = parsed.data
  return [200, { currentPlan: pricingDb.current }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', PRICING_PATHS.data, getPricing)
  on(mock, 'post', PRICING_PATHS.subscribe, subscribe)
}
