// /forms/elements: every kind of input the forms of the dashboard use.
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import TextInputs from './examples/TextInputs'
import textCode from './examples/TextInputs.tsx?raw'
import ChoiceInputs from './examples/ChoiceInputs'
import choiceCode from './examples/ChoiceInputs.tsx?raw'
import SelectInputs from './examples/SelectInputs'
import selectCode from './examples/SelectInputs.tsx?raw'
import FileAndRange from './examples/FileAndRange'
import fileCode from './examples/FileAndRange.tsx?raw'
import DateTimeInputs from './examples/DateTimeInputs'
import dateCode from './examples/DateTimeInputs.tsx?raw'
import AutocompleteInputs from './examples/AutocompleteInputs'
import autocompleteCode from './examples/AutocompleteInputs.tsx?raw'

export default function FormElementsPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.forms.elements.title')}
      intro={t('ui.forms.elements.intro')}
      items={[
        { id: 'text', title: t('ui.forms.elements.text'), code: textCode, Example: TextInputs },
        { id: 'choices', title: t('ui.forms.elements.choices'), code: choiceCode, Example: ChoiceInputs },
        { id: 'selects', title: t('ui.forms.elements.selects'), code: selectCode, Example: SelectInputs },
        { id: 'file-range', title: t('ui.forms.elements.fileRange'), code: fileCode, Example: FileAndRange },
        { id: 'date-time', title: t('ui.forms.elements.dateTimes'), code: dateCode, Example: DateTimeInputs },
        {
          id: 'autocomplete',
          title: t('ui.forms.elements.autocomplete.title'),
          code: autocompleteCode,
          Example: AutocompleteInputs
        }
      ]}
    />
  )
}
