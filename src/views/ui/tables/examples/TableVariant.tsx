import { useTranslation } from 'react-i18next'
import { Table, type TableProps } from 'reactstrap'

const ROWS = [
  { title: 'Midnight Drive', artist: 'The Night Owls', genre: 'pop', plays: 18234 },
  { title: 'Golden Hour', artist: 'Sunny Lane', genre: 'rock', plays: 15120 },
  { title: 'Paper Boats', artist: 'Mira Sol', genre: 'jazz', plays: 9871 }
]

/** One table in a reactstrap style: pass striped, bordered, hover, size="sm" or dark. */
export function TableVariant({ caption, ...style }: TableProps & { caption: string }) {
  const { t, i18n } = useTranslation()
  return (
    <Table {...style} className="mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('ui.tables.columns.title')}</th>
          <th scope="col">{t('ui.tables.columns.artist')}</th>
          <th scope="col">{t('ui.tables.columns.genre')}</th>
          <th scope="col" className="text-end">
            {t('ui.tables.columns.plays')}
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row, index) => (
          <tr key={row.title}>
            <th scope="row">{index + 1}</th>
            <td>{row.title}</td>
            <td>{row.artist}</td>
            <td>{t(`ui.components.listGroup.genres.${row.genre}`)}</td>
            <td className="text-end">{row.plays.toLocaleString(i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
