// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { PricingResponse } from '@/contracts/pricing'
import type { MockRequest } from '../mock'
import { resetPricing } from './data'
import { getPricing, subscribe } from './handlers'

const post = (body: unknown): MockRequest => ({ url: '', method: 'post', params: {}, body, headers: {} })
const data = () => getPricing()[1] as PricingResponse

beforeEach(() => resetPricing())

describe('GET /pricing/data', () => {
  it('answers the three plans with the figures of spec §9', () => {
    const { pricing } = data()
    const figures = Object.values(pricing).map((p) => [
      p.title,
      p.monthlyPrice,
      p.yearlyPlan.perMonth,
      p.yearlyPlan.totalAnnual
    ])
    expect(figures).toEqual([
      ['Basic', 0, 0, 0],
      ['Standard', 49, 40, 480],
      ['Enterprise', 99, 80, 960]
    ])
    expect(pricing.basicPlan.planBenefits).toContain('100 responses a month')
  })

  it('marks exactly one plan popular and carries the questions and answers', () => {
    const { pricing, qandA } = data()
    expect(
      Object.values(pricing)
        .filter((p) => p.popular)
        .map((p) => p.title)
    ).toEqual(['Standard'])
    for (const plan of Object.values(pricing)) {
      expect(plan.subtitle).toEqual(expect.any(String))
      expect(plan.planBenefits.length).toBeGreaterThan(2)
    }
    expect(qandA.length).toBeGreaterThan(2)
    expect(qandA[0]).toEqual({ question: expect.any(String), ans: expect.any(String) })
  })
})

describe('POST /pricing/data/subscribe', () => {
  it('remembers the chosen plan and billing period', () => {
    expect(data().currentPlan).toEqual({ plan: 'basic', billing: 'monthly' })
    expect(subscribe(post({ plan: 'enterprise', billing: 'yearly' }))).toEqual([
      200,
      { currentPlan: { plan: 'enterprise', billing: 'yearly' } }
    ])
    expect(data().currentPlan).toEqual({ plan: 'enterprise', billing: 'yearly' })
  })

  it('refuses an unknown plan or period with a clear message and keeps the current plan', () => {
    expect(subscribe(post({ plan: 'gold', billing: 'yearly' }))).toEqual([
      400,
      { error: 'Choose the Basic, Standard or Enterprise plan.' }
    ])
    expect(subscribe(post({ plan: 'standard', billing: 'weekly' }))).toEqual([
      400,
      { error: 'Choose monthly or yearly billing.' }
    ])
    expect(subscribe(post(undefined))[0]).toBe(400)
    expect(data().currentPlan).toEqual({ plan: 'basic', billing: 'monthly' })
  })
})
