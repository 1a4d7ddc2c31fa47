import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

const LENGTH = 6

/** Six one-digit boxes; typing moves to the next box, Backspace to the previous, pasting fills them all. */
export function TwoStepsForm({ idPrefix, onSubmit }: { idPrefix: string; onSubmit: (code: string) => void }) {
  const { t } = useTranslation()
  const [digits, setDigits] = useState<string[]>(Array(LENGTH).fill(''))
  const [error, setError] = useState<string | null>(null)
  const inputs = useRef<(HTMLInputElement | null)[]>([])

  const setDigit = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1)
    setDigits((current) => current.map((d, i) => (i === index ? digit : d)))
    if (digit && index < LENGTH - 1) inputs.current[index + 1]?.focus()
  }
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) inputs.current[index - 1]?.focus()
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, LENGTH)
    if (!pasted) return
    event.preventDefault()
    setDigits(Array.from({ length: LENGTH }, (_, i) => pasted[i] ?? ''))
    inputs.current[Math.min(pasted.length, LENGTH - 1)]?.focus()
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (digits.some((d) => d === '')) return setError(t('auth.twoSteps.codeInvalid'))
        setError(null)
        onSubmit(digits.join(''))
      }}
    >
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('auth.twoSteps.code')}</legend>
        <div className="d-flex gap-2" dir="ltr">
          {digits.map((digit, i) => (
            <input
              key={i}
              ref={(el) => {
                inputs.current[i] = el
              }}
              id={`${idPrefix}-digit-${i + 1}`}
              className="form-control text-center"
              inputMode="numeric"
              autoComplete={i === 0 ? 'one-time-code' : 'off'}
              maxLength={1}
              aria-label={t('auth.twoSteps.digit', { n: i + 1 })}
              aria-invalid={error && !digit ? true : undefined}
              value={digit}
              onChange={(e) => setDigit(i, e.target.value)}
              onKeyDown={(e) => onKeyDown(i, e)}
              onPaste={onPaste}
            />
          ))}
        </div>
        {error && (
          <div className="invalid-feedback d-block" role="alert">
            {error}
          </div>
        )}
      </fieldset>
      <button type="submit" className="btn btn-primary w-100">
        {t('auth.twoSteps.submit')}
      </button>
    </form>
  )
}
