// /forms/input-groups: text, icons and buttons attached to inputs.
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import InputGroups from './examples/InputGroups'
import groupsCode from './examples/InputGroups.tsx?raw'

export default function InputGroupsPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.forms.groups.title')}
      intro={t('ui.forms.groups.intro')}
      items={[{ id: 'groups', title: t('ui.forms.groups.title'), code: groupsCode, Example: InputGroups }]}
    />
  )
}
