// What every page-layout page shows: which layout this is, that the saved preference is untouched, and the page's code.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from 'reactstrap'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'

export type LayoutKey = 'collapsedMenu' | 'boxed' | 'fullWidth' | 'withoutMenu' | 'empty'

export function LayoutDemo({ name, code }: { name: LayoutKey; code: string }) {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t(`ui.pageLayouts.${name}.title`)} intro={t(`ui.pageLayouts.${name}.intro`)}>
      {name !== 'empty' && (
        <>
          <Alert color="info" fade={false}>
            {t('ui.pageLayouts.notSaved')}
          </Alert>
          <ShowcaseExample title={t('ui.pageLayouts.howTitle')} code={code}>
            <p className="mb-2">{t('ui.pageLayouts.how')}</p>
            <Link to="/">{t('ui.pageLayouts.leave')}</Link>
          </ShowcaseExample>
        </>
      )}
    </ShowcasePage>
  )
}
