import { useState } from 'react'
import { Check, Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Dropdown, DropdownItem, DropdownMenu, DropdownToggle } from 'reactstrap'
import { useDirection } from '@/@core/hooks/useDirection'
import { LANGUAGES, LANGUAGE_STORAGE_KEY, type LanguageCode } from '@/configs/i18n'
import { useAppDispatch } from '@/redux/hooks'
import { rtlChanged } from '@/redux/layoutSlice'

/** English / العربية. Arabic turns the page right to left; the choice is remembered in localStorage. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const dir = useDirection()
  const [open, setOpen] = useState(false)
  const current = LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0]

  const choose = (code: LanguageCode) => {
    const language = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0]
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code)
    dispatch(rtlChanged(language.dir === 'rtl'))
    void i18n.changeLanguage(code)
  }

  return (
    <Dropdown isOpen={open} toggle={() => setOpen((o) => !o)} className="language-menu">
      <DropdownToggle
        tag="button"
        type="button"
        className="btn btn-icon d-flex align-items-center gap-1"
        aria-label={t('navbar.language', { language: current.label })}
      >
        <Languages size={20} aria-hidden="true" />
        <span className="small fw-semibold d-none d-md-inline" aria-hidden="true" lang={current.code}>
          {current.label}
        </span>
      </DropdownToggle>
      {/* Closed, the menu is hidden: its items are rendered only while it is open. */}
      <DropdownMenu end={dir === 'ltr'}>
        {open &&
          LANGUAGES.map((language) => (
            <DropdownItem
              key={language.code}
              lang={language.code}
              active={language.code === current.code}
              aria-current={language.code === current.code ? 'true' : undefined}
              onClick={() => choose(language.code)}
              className="d-flex align-items-center justify-content-between gap-3"
            >
              {language.label}
              {language.code === current.code && <Check size={16} aria-hidden="true" />}
            </DropdownItem>
          ))}
      </DropdownMenu>
    </Dropdown>
  )
}
