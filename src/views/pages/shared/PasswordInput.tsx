import { forwardRef, useState, type InputHTMLAttributes } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { invalid?: boolean }

/** A password field with a button that shows or hides what was typed. */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(
  { invalid, className, ...props },
  ref
) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <div className={clsx('input-group input-group-merge', invalid && 'has-validation')}>
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={clsx('form-control', invalid && 'is-invalid', className)}
        aria-invalid={invalid || undefined}
        {...props}
      />
      <button
        type="button"
        className="btn btn-outline-secondary password-toggle"
        aria-label={t(visible ? 'auth.common.hidePassword' : 'auth.common.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
      </button>
    </div>
  )
})
