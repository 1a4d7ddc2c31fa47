/** 'mock': the fake database answers everything (demo). 'server': only template areas are mocked. */
export type ApiMode = 'mock' | 'server'

export const apiMode: ApiMode =
  import.meta.env.VITE_API_MODE === 'mock' || import.meta.env.MODE === 'demo' ? 'mock' : 'server'

export const isDemoMode = apiMode === 'mock'
