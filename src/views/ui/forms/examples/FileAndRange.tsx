// A file input that lists what was picked, and a range whose value is shown beside it.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormGroup, Input, Label } from 'reactstrap'

export default function FileAndRange() {
  const { t } = useTranslation()
  const id = useId()
  const [files, setFiles] = useState<string[]>([])
  const [volume, setVolume] = useState(60)
  return (
    <>
      <FormGroup>
        <Label for={`${id}-files`}>{t('ui.forms.elements.files')}</Label>
        <Input
          id={`${id}-files`}
          type="file"
          multiple
          accept="audio/*,image/*"
          onChange={(event) => setFiles([...(event.target.files ?? [])].map((file) => file.name))}
        />
        <div className="form-text">{files.length ? files.join(', ') : t('ui.forms.elements.noFiles')}</div>
      </FormGroup>
      <FormGroup className="mb-0">
        <Label for={`${id}-volume`}>{t('ui.forms.elements.volume')}</Label>
        <div className="d-flex align-items-center gap-3">
          <Input
            id={`${id}-volume`}
            type="range"
            min={0}
            max={100}
            step={5}
            value={volume}
            onChange={(event) => setVolume(Number(event.target.value))}
          />
          <output htmlFor={`${id}-volume`} className="fw-semibold" style={{ minWidth: '3ch' }}>
            {volume}
          </output>
        </div>
      </FormGroup>
    </>
  )
}
