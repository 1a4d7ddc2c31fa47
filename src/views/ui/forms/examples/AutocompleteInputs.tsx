// The @core autocomplete over the 100 ranked albums of GET /api/autocomplete/data: type, then ↑/↓ and Enter.
import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, Button } from 'reactstrap'
import { Autocomplete } from '@/@core/components/autocomplete/Autocomplete'
import type { AutocompleteItem } from '@/contracts/autocomplete'
import { fetchAutocompleteItems } from '../autocompleteApi'
import { numberFormat } from '@/lib/numberFormat'

export default function AutocompleteInputs() {
  const { t, i18n } = useTranslation()
  const hintId = useId()
  const [items, setItems] = useState<AutocompleteItem[]>([])
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState<AutocompleteItem | null>(null)

  const load = useCallback(() => {
    setState('loading')
    fetchAutocompleteItems().then(
      (data) => {
        setItems(data)
        setState('ready')
      },
      () => setState('failed')
    )
  }, [])
  useEffect(load, [load])

  const rank = (item: AutocompleteItem) => numberFormat(i18n.language).format(item.rank)
  return (
    <>
      <Autocomplete
        label={t('ui.forms.elements.autocomplete.label')}
        placeholder={t('ui.forms.elements.autocomplete.placeholder')}
        items={items}
        itemLabel={(item) => item.title}
        itemKey={(item) => item.id}
        loading={state === 'loading'}
        value={text}
        onChange={(value) => {
          setText(value)
          if (chosen && value !== chosen.title) setChosen(null)
        }}
        onSelect={setChosen}
        describedBy={hintId}
        renderItem={(item, label) => (
          <>
            <span className="flex-grow-1">{label}</span>
            <Badge color="secondary" pill className="bg-secondary-subtle text-secondary-emphasis">
              {t('ui.forms.elements.autocomplete.rank', { rank: rank(item) })}
            </Badge>
          </>
        )}
      />
      <p id={hintId} className="form-text mb-0">
        {t('ui.forms.elements.autocomplete.hint')}
      </p>
      {state === 'failed' && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {t('ui.forms.elements.autocomplete.failed')}{' '}
          <Button color="link" size="sm" className="p-0 align-baseline" onClick={load}>
            {t('common.retry')}
          </Button>
        </p>
      )}
      {chosen && (
        <p className="mt-2 mb-0" role="status">
          {t('ui.forms.elements.autocomplete.chosen', { title: chosen.title, rank: rank(chosen) })}
        </p>
      )}
    </>
  )
}
