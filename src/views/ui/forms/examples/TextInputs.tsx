// Text, a textarea that counts what is left, a number and a password the person can reveal.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Eye, EyeOff } from 'lucide-react'
import { Button, FormGroup, Input, InputGroup, Label } from 'reactstrap'

const BIO_MAX = 120

export default function TextInputs() {
  const { t } = useTranslation()
  const id = useId()
  const [bio, setBio] = useState('')
  const [revealed, setRevealed] = useState(false)
  return (
    <>
      <FormGroup>
        <Label for={`${id}-name`}>{t('ui.forms.elements.name')}</Label>
        <Input id={`${id}-name`} placeholder={t('ui.forms.elements.namePlaceholder')} autoComplete="off" />
      </FormGroup>
      <FormGroup>
        <Label for={`${id}-bio`}>{t('ui.forms.elements.bio')}</Label>
        <Input
          id={`${id}-bio`}
          type="textarea"
          rows={3}
          maxLength={BIO_MAX}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
          aria-describedby={`${id}-bio-count`}
        />
        <div id={`${id}-bio-count`} className="form-text text-end">
          {t('ui.forms.elements.counter', { count: bio.length, max: BIO_MAX })}
        </div>
      </FormGroup>
      <FormGroup>
        <Label for={`${id}-qty`}>{t('ui.forms.elements.quantity')}</Label>
        <Input id={`${id}-qty`} type="number" min={1} max={10} step={1} defaultValue={1} />
      </FormGroup>
      <FormGroup className="mb-0">
        <Label for={`${id}-password`}>{t('ui.forms.elements.password')}</Label>
        <InputGroup>
          <Input id={`${id}-password`} type={revealed ? 'text' : 'password'} autoComplete="new-password" />
          <Button
            color="secondary"
            outline
            aria-pressed={revealed}
            aria-label={t(revealed ? 'ui.forms.elements.hidePassword' : 'ui.forms.elements.showPassword')}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
          </Button>
        </InputGroup>
      </FormGroup>
    </>
  )
}
