import { useEffect, useId, type ReactNode } from 'react'
import { Settings, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useDirection } from '@/@core/hooks/useDirection'
import { languageDirection } from '@/configs/i18n'
import {
  CONTENT_WIDTHS,
  FOOTER_TYPES,
  LAYOUTS,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  ROUTER_TRANSITIONS,
  SKINS
} from '@/configs/themeConfig'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import {
  contentWidthChanged,
  customizerToggled,
  footerTypeChanged,
  layoutChanged,
  menuCollapsedChanged,
  menuHiddenChanged,
  navbarColorChanged,
  navbarTypeChanged,
  routerTransitionChanged,
  rtlChanged,
  selectLayout,
  skinChanged
} from '@/redux/layoutSlice'

type Option<T extends string> = { value: T; label: string }

function RadioGroup<T extends string>(props: {
  legend: string
  name: string
  value: T
  options: Option<T>[]
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <div className="d-flex flex-wrap gap-3">
        {props.options.map((option) => (
          <div key={option.value} className="form-check">
            <input
              className="form-check-input"
              type="radio"
              id={`${id}-${option.value}`}
              name={`${id}-${props.name}`}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            <label className="form-check-label" htmlFor={`${id}-${option.value}`}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}

function Switch(props: {
  label: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="form-check form-switch mt-2">
      <input
        className="form-check-input"
        type="checkbox"
        role="switch"
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {props.label}
      </label>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-bottom pb-3">
      <h3 className="h6 text-uppercase text-body-secondary small fw-semibold mt-4 mb-0">{title}</h3>
      {children}
    </section>
  )
}

/** The live layout customizer: every layout preference, applied as soon as it is picked. */
export default function Customizer() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const layout = useAppSelector(selectLayout)
  const dir = useDirection()
  // A right-to-left language (Arabic) always reads right to left; the switch shows that and stays put.
  const rtlLanguage = languageDirection(i18n.language) === 'rtl'
  const open = layout.customizerOpen
  const swatchId = useId()

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch(customizerToggled())
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, dispatch])

  const opts = <T extends string>(values: readonly T[], prefix: string): Option<T>[] =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))

  return (
    <>
      <button
        type="button"
        className="btn btn-primary customizer-toggle"
        aria-label={t('customizer.open')}
        aria-expanded={open}
        aria-controls="vibeline-customizer"
        onClick={() => dispatch(customizerToggled())}
      >
        <Settings size={18} aria-hidden="true" />
      </button>
      {open && (
        <>
          <button
            type="button"
            className="customizer-backdrop"
            tabIndex={-1}
            aria-label={t('customizer.close')}
            onClick={() => dispatch(customizerToggled())}
          />
          <aside
            id="vibeline-customizer"
            className="customizer"
            role="dialog"
            aria-modal="false"
            aria-labelledby="vibeline-customizer-title"
          >
            <div className="customizer-header">
              <div>
                <h2 id="vibeline-customizer-title" className="h5 mb-1">
                  {t('customizer.title')}
                </h2>
                <p className="small text-body-secondary mb-0">{t('customizer.subtitle')}</p>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary border-0"
                aria-label={t('customizer.close')}
                onClick={() => dispatch(customizerToggled())}
              >
                <X size={18} aria-hidden="true" />
              </button>
            </div>
            <div className="customizer-body">
              <Section title={t('customizer.theming')}>
                <RadioGroup
                  legend={t('customizer.skin')}
                  name="skin"
                  value={layout.skin}
                  options={opts(SKINS, 'customizer.skins')}
                  onChange={(v) => dispatch(skinChanged(v))}
                />
                <RadioGroup
                  legend={t('customizer.contentWidth')}
                  name="content-width"
                  value={layout.contentWidth}
                  options={opts(CONTENT_WIDTHS, 'customizer.contentWidths')}
                  onChange={(v) => dispatch(contentWidthChanged(v))}
                />
                <fieldset>
                  <legend>{t('customizer.direction')}</legend>
                  <Switch
                    label={t('customizer.rtl')}
                    checked={dir === 'rtl'}
                    disabled={rtlLanguage}
                    onChange={(v) => dispatch(rtlChanged(v))}
                  />
                </fieldset>
                <fieldset>
                  <legend>{t('customizer.routerTransition')}</legend>
                  <label className="visually-hidden" htmlFor={`${swatchId}-transition`}>
                    {t('customizer.routerTransition')}
                  </label>
                  <select
                    id={`${swatchId}-transition`}
                    className="form-select"
                    value={layout.routerTransition}
                    onChange={(e) =>
                      dispatch(routerTransitionChanged(e.target.value as (typeof ROUTER_TRANSITIONS)[number]))
                    }
                  >
                    {ROUTER_TRANSITIONS.map((value) => (
                      <option key={value} value={value}>
                        {t(`customizer.transitions.${value}`)}
                      </option>
                    ))}
                  </select>
                </fieldset>
              </Section>
              <Section title={t('customizer.menu')}>
                <RadioGroup
                  legend={t('customizer.layout')}
                  name="layout"
                  value={layout.layout}
                  options={opts(LAYOUTS, 'customizer.layouts')}
                  onChange={(v) => dispatch(layoutChanged(v))}
                />
                <fieldset>
                  <legend>{t('customizer.menuState')}</legend>
                  <Switch
                    label={t('customizer.menuCollapsed')}
                    checked={layout.menuCollapsed}
                    onChange={(v) => dispatch(menuCollapsedChanged(v))}
                  />
                  <Switch
                    label={t('customizer.menuHidden')}
                    checked={layout.menuHidden}
                    onChange={(v) => dispatch(menuHiddenChanged(v))}
                  />
                </fieldset>
              </Section>
              <Section title={t('customizer.navbar')}>
                <fieldset>
                  <legend>{t('customizer.navbarColor')}</legend>
                  <div className="d-flex flex-wrap gap-2">
                    {NAVBAR_COLORS.map((color) => (
                      <span key={color}>
                        <input
                          type="radio"
                          className="btn-check"
                          id={`${swatchId}-${color}`}
                          name={`${swatchId}-navbar-color`}
                          checked={layout.navbarColor === color}
                          onChange={() => dispatch(navbarColorChanged(color))}
                        />
                        <label
                          htmlFor={`${swatchId}-${color}`}
                          className={`color-swatch d-block ${color === 'white' ? 'bg-body' : `bg-${color}`}`}
                          title={t(`customizer.colors.${color}`)}
                        >
                          <span className="visually-hidden">{t(`customizer.colors.${color}`)}</span>
                        </label>
                      </span>
                    ))}
                  </div>
                </fieldset>
                <RadioGroup
                  legend={t('customizer.navbarType')}
                  name="navbar-type"
                  value={layout.navbarType}
                  options={opts(NAVBAR_TYPES, 'customizer.navbarTypes')}
                  onChange={(v) => dispatch(navbarTypeChanged(v))}
                />
              </Section>
              <Section title={t('customizer.footer')}>
                <RadioGroup
                  legend={t('customizer.footerType')}
                  name="footer-type"
                  value={layout.footerType}
                  options={opts(FOOTER_TYPES, 'customizer.footerTypes')}
                  onChange={(v) => dispatch(footerTypeChanged(v))}
                />
              </Section>
            </div>
          </aside>
        </>
      )}
    </>
  )
}
