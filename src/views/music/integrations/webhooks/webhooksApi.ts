// The Webhooks screen's calls (server mode only: demo mode has no webhooks).
import { http } from '@/auth/http'
import {
  WEBHOOK_PATHS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput
} from '@/contracts/webhooks'

export type CreatedEndpoint = { data: WebhookEndpoint; secret: string }

export const webhooksApi = {
  async list(): Promise<WebhookEndpoint[]> {
    const { data } = await http.get<{ data: WebhookEndpoint[] }>(WEBHOOK_PATHS.endpoints)
    return data.data
  },
  async create(input: WebhookEndpointInput): Promise<CreatedEndpoint> {
    const { data } = await http.post<CreatedEndpoint>(WEBHOOK_PATHS.endpoints, input)
    return data
  },
  async remove(id: number): Promise<void> {
    await http.delete(WEBHOOK_PATHS.endpoint(id))
  },
  async deliveries(id: number): Promise<WebhookDelivery[]> {
    const { data } = await http.get<{ data: WebhookDelivery[] }>(WEBHOOK_PATHS.deliveries(id))
    return data.data
  },
  async resend(endpointId: number, deliveryId: number): Promise<void> {
    await http.post(WEBHOOK_PATHS.resend(endpointId, deliveryId))
  }
}
