// The type scale and text elements in one language: headings, display, lead, inline elements, lists and a quote.
import type { TFunction } from 'i18next'

export function TypeSpecimen({ t, lang }: { t: TFunction; lang: 'en' | 'ar' }) {
  const k = (key: string) => t(`ui.typography.sample.${key}`)
  return (
    <div lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <h2 className="h5 text-body-secondary mb-3">{k('language')}</h2>
      {[1, 2, 3, 4, 5, 6].map((level) => (
        <p key={level} className={`h${level}`}>
          {k('heading')} {level}
        </p>
      ))}
      <p className="display-6">{k('display')}</p>
      <p className="lead">{k('lead')}</p>
      <p>
        <mark>{k('mark')}</mark>, <del>{k('del')}</del>, <ins>{k('ins')}</ins>, <small>{k('small')}</small>,{' '}
        <strong>{k('strong')}</strong>, <em>{k('em')}</em>, <abbr title={k('abbrTitle')}>{k('abbr')}</abbr>,{' '}
        <kbd>Ctrl</kbd> + <kbd>K</kbd>, <code>{'<Badge />'}</code>
      </p>
      <div className="d-flex flex-wrap gap-5">
        <ul>
          <li>{k('item1')}</li>
          <li>{k('item2')}</li>
          <li>{k('item3')}</li>
        </ul>
        <ol>
          <li>{k('item1')}</li>
          <li>{k('item2')}</li>
          <li>{k('item3')}</li>
        </ol>
      </div>
      <figure className="mb-0">
        <blockquote className="blockquote border-start border-4 border-primary ps-3">
          <p>{k('quote')}</p>
        </blockquote>
        <figcaption className="blockquote-footer ps-3 mb-0">{k('quoteBy')}</figcaption>
      </figure>
    </div>
  )
}
