import { useTranslation } from 'react-i18next'
import { Table, type TableProps } from 'reactstrap'

const ROWS = [
  { title: 'Midnight Drive', artist: 'The Night Owls', genre: 'pop', plays: 18234 },
  { title: 'Golden Hour', artist: 'Sunny Lane', genre: 'rock', plays: 15120 },
  { title: 'Paper Boats', artist: 'Mira Sol', genre: 'jazz', plays: 9871 }
]

/** One table in a reactstrap style: pass striped, bordered, hover, size="sm", dark or responsive. */
export function TableVariant({ caption, responsive, ...style }: TableProps & { caption: string }) {
  const { t, i18n } = useTranslation()
  const table = (
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
  // A table that scrolls sideways is a region the keyboard must reach to scroll it (reactstrap's own wrapper
  // cannot take focus), named by the table's caption.
  return responsive ? (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      {table}
    </div>
  ) : (
    table
  )
}
