// GET /api/autocomplete/data → 200 { autoComplete }: the 100 ranked items, best rank first (spec §7).
import type MockAdapter from 'axios-mock-adapter'
import { AUTOCOMPLETE_PATH, type AutocompleteData } from '@/contracts/autocomplete'
import { on, type MockResponse } from '../mock'
import { autocompleteItems } from './data'

export function autocompleteData(): MockResponse {
  const body: AutocompleteData = { autoComplete: [...autocompleteItems] }
  return [200, body]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', AUTOCOMPLETE_PATH, autocompleteData)
}
