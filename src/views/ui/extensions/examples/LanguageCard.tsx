// One card in its own language, whatever the app's language is: react-i18next's `lng` option gives the card its own
// t(), and the card sets its own `lang` and `dir`. The other language's file loads on the first switch.
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ButtonGroup, Card, CardBody } from 'reactstrap'

const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' }
] as const

function CardText({ lng }: { lng: string }) {
  const { t } = useTranslation(undefined, { lng })
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date('2026-03-14T12:00:00Z')
  )
  const count = new Intl.NumberFormat(lng).format(1284503)
  return (
    <>
      <h3 className="h5">{t('ui.extensions.i18n.cardTitle')}</h3>
      <p>{t('ui.extensions.i18n.cardText', { date })}</p>
      <p className="mb-0 fw-semibold">
        {t('ui.extensions.i18n.listeners', { count: 1284503, formatted: count })}
      </p>
    </>
  )
}

export default function LanguageCard() {
  const { t, i18n } = useTranslation()
  const [lng, setLng] = useState(i18n.language === 'ar' ? 'ar' : 'en')
  const language = LANGUAGES.find(({ code }) => code === lng) ?? LANGUAGES[0]
  return (
    <>
      <ButtonGroup className="mb-3" role="group" aria-label={t('ui.extensions.i18n.choose')}>
        {LANGUAGES.map(({ code, name }) => (
          <Button
            key={code}
            color="primary"
            outline={code !== lng}
            aria-pressed={code === lng}
            lang={code}
            onClick={() => setLng(code)}
          >
            {name}
          </Button>
        ))}
      </ButtonGroup>
      <Card
        className="border shadow-none mb-0"
        lang={language.code}
        dir={language.dir}
        data-testid="language-card"
      >
        <CardBody>
          <Suspense fallback={<p className="mb-0">{t('common.loading')}</p>}>
            <CardText lng={lng} />
          </Suspense>
        </CardBody>
      </Card>
    </>
  )
}
