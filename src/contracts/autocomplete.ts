// The autocomplete showcase's data (spec §3 "Autocomplete item", spec §7 GET /api/autocomplete/data).
export const AUTOCOMPLETE_PATH = '/api/autocomplete/data'

export type AutocompleteItem = { id: number; title: string; rank: number }

export type AutocompleteData = { autoComplete: AutocompleteItem[] }
