// The upgrade-plan example reads and changes the plan the pricing page shows (the fake database's pricing area).
import { http } from '@/auth/http'
import { PRICING_PATHS, type PricingResponse, type Subscription } from '@/contracts/pricing'
import { apiThunk } from '../shared/apiThunk'

export const modalExamplesApi = {
  async plans(_: void): Promise<PricingResponse> {
    const { data } = await http.get<PricingResponse>(PRICING_PATHS.data)
    return data
  },
  async subscribe(subscription: Subscription): Promise<Subscription> {
    const { data } = await http.post<{ currentPlan: Subscription }>(PRICING_PATHS.subscribe, subscription)
    return data.currentPlan
  }
}

export const fetchPlans = apiThunk('modalExamples/plans', modalExamplesApi.plans)
export const upgradePlan = apiThunk('modalExamples/upgrade', modalExamplesApi.subscribe)
