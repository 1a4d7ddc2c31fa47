// The pricing page's calls to the fake database (spec §7 "GET /pricing/data").
import { http } from '@/auth/http'
import { PRICING_PATHS, type PricingResponse, type Subscription } from '@/contracts/pricing'
import { apiThunk } from '../shared/apiThunk'

export const pricingApi = {
  async load(_: void): Promise<PricingResponse> {
    const { data } = await http.get<PricingResponse>(PRICING_PATHS.data)
    return data
  },
  async subscribe(subscription: Subscription): Promise<Subscription> {
    const { data } = await http.post<{ currentPlan: Subscription }>(PRICING_PATHS.subscribe, subscription)
    return data.currentPlan
  }
}

export const fetchPricing = apiThunk('pricing/fetch', pricingApi.load)
export const choosePlan = apiThunk('pricing/subscribe', pricingApi.subscribe)
