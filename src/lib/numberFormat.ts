// Number formats built once per language and options. Building an Intl.NumberFormat loads ICU data (a currency
// format costs about 15 ms the first time), so a list that formatted each cell with a new one, or a component that
// built one in every render, paid that again and again.

const formats = new Map<string, Intl.NumberFormat>()

/** The number format of `locale` with `options`, made on first use and kept. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

const DOLLARS: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' }

/** A price in US dollars as the demo shop shows it: Arabic digits in Arabic, en-US otherwise. */
export const formatDollars = (value: number, language: string): string =>
  numberFormat(language === 'ar' ? 'ar' : 'en-US', DOLLARS).format(value)
