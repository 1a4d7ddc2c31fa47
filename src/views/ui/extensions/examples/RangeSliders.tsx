// rc-slider (already in the bundle through the player): a range with two thumbs and a stepped single slider. Each
// thumb is a slider for assistive technology, moved with the arrow keys, Page Up/Down, Home and End.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Slider, { Range } from 'rc-slider'
import 'rc-slider/assets/index.css'
import '../extensions.scss'
import { useDirection } from '@/@core/hooks/useDirection'

const minutes = (value: number) => `${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')}`

export default function RangeSliders() {
  const { t } = useTranslation()
  const reverse = useDirection() === 'rtl'
  const [length, setLength] = useState<number[]>([120, 300])
  const [tempo, setTempo] = useState(120)
  return (
    <div className="showcase-slider d-grid gap-4 px-2">
      <div>
        <p id="range-length-label" className="form-label mb-3">
          {t('ui.extensions.sliders.length')}:{' '}
          <span className="fw-semibold">
            {minutes(length[0])} – {minutes(length[1])}
          </span>
        </p>
        <Range
          min={0}
          max={600}
          step={15}
          value={length}
          reverse={reverse}
          allowCross={false}
          onChange={setLength}
          ariaLabelGroupForHandles={[t('ui.extensions.sliders.shortest'), t('ui.extensions.sliders.longest')]}
          ariaValueTextFormatterGroupForHandles={[minutes, minutes]}
        />
      </div>
      <div>
        <p className="form-label mb-3">
          {t('ui.extensions.sliders.tempo')}: <span className="fw-semibold">{tempo} BPM</span>
        </p>
        <Slider
          min={60}
          max={200}
          step={10}
          dots
          value={tempo}
          reverse={reverse}
          onChange={setTempo}
          ariaLabelForHandle={t('ui.extensions.sliders.tempo')}
        />
      </div>
    </div>
  )
}
