// Adds an artist to a list: suggestions from the catalogue as one types, and "Create “…”" for a name it does not
// hold yet (for the roles that may create artists). The field empties after each choice.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { Autocomplete } from '@/@core/components/autocomplete/Autocomplete'
import { errorMessage } from '@/auth/http'
import { useAbility } from '@/configs/AbilityContext'
import { createArtistNamed } from './catalogueApi'
import { useArtistSuggestions } from './useArtistSuggestions'

export type PickedArtist = { id: number; name: string }
type Choice = PickedArtist & { create?: true }

type Props = {
  id: string
  label: string
  hideLabel?: boolean
  placeholder?: string
  /** Artists already in the list: not suggested again. */
  exclude?: readonly number[]
  onPick: (artist: PickedArtist) => void
  invalid?: boolean
  describedBy?: string
  disabled?: boolean
  /** Offer "Create …" for a new name (when the role may create artists); true unless said. */
  create?: boolean
}

export function ArtistPicker({
  id,
  label,
  hideLabel,
  placeholder,
  exclude = [],
  onPick,
  invalid,
  describedBy,
  disabled,
  create = true
}: Props) {
  const { t } = useTranslation()
  const canCreate = useAbility().can('create', 'Artist') && create
  const [text, setText] = useState('')
  const [creating, setCreating] = useState(false)
  const { items, loading } = useArtistSuggestions(text)
  const name = text.trim()
  const exact = items.some((a) => a.name.toLowerCase() === name.toLowerCase())
  const choices: Choice[] = [
    ...items.filter((a) => !exclude.includes(a.id)).map((a) => ({ id: a.id, name: a.name })),
    ...(canCreate && name && !exact && !loading ? [{ id: -1, name, create: true as const }] : [])
  ]

  const choose = async (choice: Choice) => {
    setText('')
    if (!choice.create) return onPick(choice)
    setCreating(true)
    try {
      const artist = await createArtistNamed(choice.name)
      toast.success(t('music.catalogue.picker.created', { name: artist.name }))
      onPick({ id: artist.id, name: artist.name })
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setCreating(false)
    }
  }

  return (
    <Autocomplete<Choice>
      id={id}
      label={label}
      hideLabel={hideLabel}
      placeholder={placeholder ?? t('music.catalogue.picker.placeholder')}
      items={choices}
      itemKey={(c) => (c.create ? 'create' : c.id)}
      itemLabel={(c) => (c.create ? t('music.catalogue.picker.create', { name: c.name }) : c.name)}
      filter={() => true}
      value={text}
      onChange={setText}
      onSelect={(c) => void choose(c)}
      loading={loading}
      noResultsText={(q) => t('music.catalogue.picker.none', { query: q })}
      invalid={invalid}
      describedBy={describedBy}
      disabled={disabled || creating}
    />
  )
}
