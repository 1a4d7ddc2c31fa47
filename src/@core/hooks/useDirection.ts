import { useTranslation } from 'react-i18next'
import { languageDirection } from '@/configs/i18n'
import { useAppSelector } from '@/redux/hooks'
import { selectIsRTL } from '@/redux/layoutSlice'

/** The page direction: right-to-left when the customizer says so or the language is written that way. */
export function useDirection(): 'ltr' | 'rtl' {
  const isRTL = useAppSelector(selectIsRTL)
  const { i18n } = useTranslation()
  return isRTL || languageDirection(i18n.language) === 'rtl' ? 'rtl' : 'ltr'
}
