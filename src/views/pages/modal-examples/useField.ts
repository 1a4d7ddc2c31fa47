// Props for a reactstrap Input bound to react-hook-form, with its translated message and aria wiring.
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldAria } from '../shared/FormField'

export function useFieldProps<T extends FieldValues>(
  prefix: string,
  register: UseFormRegister<T>,
  errors: FieldErrors<T>
) {
  const { t } = useTranslation()
  const message = (name: Path<T>) => {
    const key = errors[name]?.message
    return typeof key === 'string' ? t(`pages.modalExamples.errors.${key}`) : undefined
  }
  const field = (name: Path<T>, hint = false) => {
    const { ref, ...rest } = register(name)
    const error = message(name)
    return {
      ...fieldAria(`${prefix}-${name}`, { error, hint }),
      innerRef: ref,
      invalid: Boolean(error),
      ...rest
    }
  }
  return { field, message, id: (name: Path<T>) => `${prefix}-${name}` }
}
