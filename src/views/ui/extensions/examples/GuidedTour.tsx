// A guided tour: a popover points at one control after another. Focus moves into each step, Escape ends the tour,
// and focus returns to the button that started it.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Bell, Search, Upload } from 'lucide-react'
import { Button, PopoverBody, PopoverHeader } from 'reactstrap'
import { Popover } from '@/@core/components/overlay/Popover'

const STEPS = [
  { key: 'search', target: 'tour-search' },
  { key: 'upload', target: 'tour-upload' },
  { key: 'alerts', target: 'tour-alerts' }
] as const

export default function GuidedTour() {
  const { t } = useTranslation()
  const [step, setStep] = useState<number | null>(null)
  const start = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (step === null) return
    // The popover mounts after its target is measured; focus its main button once it is there.
    const frame = requestAnimationFrame(() => next.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [step])

  const end = () => {
    setStep(null)
    start.current?.focus()
  }

  const current = step === null ? null : STEPS[step]
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 border rounded p-2 mb-3">
        <Button id="tour-search" color="secondary" outline size="sm">
          <Search size={16} aria-hidden="true" className="me-1" />
          {t('ui.extensions.tour.search')}
        </Button>
        <Button id="tour-upload" color="secondary" outline size="sm">
          <Upload size={16} aria-hidden="true" className="me-1" />
          {t('ui.extensions.tour.upload')}
        </Button>
        <Button id="tour-alerts" color="secondary" outline size="sm" className="ms-auto">
          <Bell size={16} aria-hidden="true" className="me-1" />
          {t('ui.extensions.tour.alerts')}
        </Button>
      </div>
      <Button innerRef={start} color="primary" onClick={() => setStep(0)} disabled={step !== null}>
        {t('ui.extensions.tour.start')}
      </Button>
      {current && step !== null && (
        <Popover
          key={current.key}
          isOpen
          target={current.target}
          placement="bottom"
          onClose={end}
          role="dialog"
          aria-labelledby="tour-title"
        >
          <div
            onKeyDown={(event) => {
              if (event.key === 'Escape') end()
            }}
          >
            <PopoverHeader id="tour-title">
              {t(`ui.extensions.tour.steps.${current.key}.title`)}
              <span className="visually-hidden">
                {' '}
                ({t('ui.extensions.tour.progress', { step: step + 1, total: STEPS.length })})
              </span>
            </PopoverHeader>
            <PopoverBody>
              <p className="mb-2">{t(`ui.extensions.tour.steps.${current.key}.text`)}</p>
              <div className="d-flex align-items-center gap-2">
                <span className="small text-body-secondary me-auto" aria-hidden="true">
                  {step + 1}/{STEPS.length}
                </span>
                <Button size="sm" color="link" onClick={end}>
                  {t('ui.extensions.tour.skip')}
                </Button>
                {step > 0 && (
                  <Button size="sm" color="secondary" outline onClick={() => setStep(step - 1)}>
                    {t('ui.extensions.tour.back')}
                  </Button>
                )}
                <Button
                  innerRef={next}
                  size="sm"
                  color="primary"
                  onClick={() => (step === STEPS.length - 1 ? end() : setStep(step + 1))}
                >
                  {t(step === STEPS.length - 1 ? 'ui.extensions.tour.finish' : 'ui.extensions.tour.next')}
                </Button>
              </div>
            </PopoverBody>
          </div>
        </Popover>
      )}
    </>
  )
}
