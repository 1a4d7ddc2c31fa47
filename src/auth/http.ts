// The one HTTP client of the app. Auth interceptors (Bearer header, 401 refresh queue) attach in src/auth/interceptors.ts;
// the fake database attaches its adapter to this same instance.
import axios from 'axios'

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE_URL ?? '',
  timeout: 30000,
  headers: { Accept: 'application/json' }
})

export const isAxiosError = axios.isAxiosError
export type { AxiosError, AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios'

/** One clear sentence for the user from any failed request. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as { error?: unknown; message?: unknown } | undefined
    if (typeof body?.error === 'string') return body.error
    if (typeof body?.message === 'string') return body.message
    if (!error.response) return 'The server could not be reached. Check your connection and try again.'
  }
  return fallback
}
