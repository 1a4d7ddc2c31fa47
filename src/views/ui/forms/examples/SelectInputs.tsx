// A single select and a multiple select; the chosen values of the second are listed under it.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, FormGroup, Input, Label } from 'reactstrap'

const COUNTRIES = ['de', 'eg', 'fr', 'jp', 'us'] as const
const MOODS = ['calm', 'happy', 'focus', 'party', 'sad'] as const

export default function SelectInputs() {
  const { t } = useTranslation()
  const id = useId()
  const [moods, setMoods] = useState<string[]>(['focus'])
  return (
    <>
      <FormGroup>
        <Label for={`${id}-country`}>{t('ui.forms.elements.country')}</Label>
        <Input id={`${id}-country`} type="select" defaultValue="">
          <option value="" disabled>
            {t('ui.forms.elements.choose')}
          </option>
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {t(`ui.forms.countries.${country}`)}
            </option>
          ))}
        </Input>
      </FormGroup>
      <FormGroup className="mb-0">
        <Label for={`${id}-moods`}>{t('ui.forms.elements.moods')}</Label>
        <Input
          id={`${id}-moods`}
          type="select"
          multiple
          size={5}
          value={moods}
          aria-describedby={`${id}-moods-hint`}
          onChange={(event) => {
            const select = event.target as unknown as HTMLSelectElement
            setMoods([...select.selectedOptions].map((option) => option.value))
          }}
        >
          {MOODS.map((mood) => (
            <option key={mood} value={mood}>
              {t(`ui.forms.elements.mood.${mood}`)}
            </option>
          ))}
        </Input>
        <div id={`${id}-moods-hint`} className="form-text">
          {t('ui.forms.elements.multiHint')}
        </div>
        <div className="d-flex flex-wrap gap-1 mt-2" aria-live="polite">
          {moods.map((mood) => (
            <Badge key={mood} color="primary" pill>
              {t(`ui.forms.elements.mood.${mood}`)}
            </Badge>
          ))}
        </div>
      </FormGroup>
    </>
  )
}
