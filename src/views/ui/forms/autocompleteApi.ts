// The autocomplete showcase's call (spec §7 GET /api/autocomplete/data), through the one HTTP client.
import { http } from '@/auth/http'
import { AUTOCOMPLETE_PATH, type AutocompleteData, type AutocompleteItem } from '@/contracts/autocomplete'

export async function fetchAutocompleteItems(): Promise<AutocompleteItem[]> {
  return (await http.get<AutocompleteData>(AUTOCOMPLETE_PATH)).data.autoComplete
}
