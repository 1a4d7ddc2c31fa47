// Checkboxes, a radio group and switches, each group named by its legend.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormGroup, Input, Label } from 'reactstrap'

const GENRES = ['pop', 'jazz', 'rock'] as const
const QUALITIES = ['normal', 'high', 'lossless'] as const

export default function ChoiceInputs() {
  const { t } = useTranslation()
  const id = useId()
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('ui.forms.elements.genres')}</legend>
        {GENRES.map((genre) => (
          <FormGroup check inline key={genre}>
            <Input id={`${id}-${genre}`} type="checkbox" defaultChecked={genre === 'jazz'} />
            <Label check for={`${id}-${genre}`}>
              {t(`ui.forms.elements.genre.${genre}`)}
            </Label>
          </FormGroup>
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('ui.forms.elements.quality')}</legend>
        {QUALITIES.map((quality) => (
          <FormGroup check key={quality}>
            <Input
              id={`${id}-${quality}`}
              type="radio"
              name={`${id}-quality`}
              value={quality}
              defaultChecked={quality === 'high'}
            />
            <Label check for={`${id}-${quality}`}>
              {t(`ui.forms.elements.qualities.${quality}`)}
            </Label>
          </FormGroup>
        ))}
      </fieldset>
      <fieldset>
        <legend className="form-label fs-6">{t('ui.forms.elements.playback')}</legend>
        <FormGroup switch>
          <Input id={`${id}-autoplay`} type="switch" role="switch" defaultChecked />
          <Label check for={`${id}-autoplay`}>
            {t('ui.forms.elements.autoplay')}
          </Label>
        </FormGroup>
        <FormGroup switch className="mb-0">
          <Input id={`${id}-explicit`} type="switch" role="switch" disabled />
          <Label check for={`${id}-explicit`}>
            {t('ui.forms.elements.explicit')}
          </Label>
        </FormGroup>
      </fieldset>
    </>
  )
}
