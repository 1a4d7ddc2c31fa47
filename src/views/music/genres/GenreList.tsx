// /music/genres: the genres tracks can have, in list order; an administrator adds one or renames one.
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pencil, Plus } from 'lucide-react'
import { Button, Card } from 'reactstrap'
import { toast } from 'react-toastify'
import type { GenreEntry, GenreInput } from '@/contracts/catalogue'
import { Can, useAbility } from '@/configs/AbilityContext'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { ListHeader } from '@/@core/components/list/ListHeader'
import { ListTable } from '@/@core/components/list/ListTable'
import { RowAction, RowActions } from '@/@core/components/list/RowActions'
import { formatCount } from '../shared/format'
import { fetchGenres, saveGenreThunk, selectGenres } from '../shared/catalogue/genresSlice'
import { GenreFormDialog } from './components/GenreFormDialog'
import '../shared/music.scss'

export default function GenreList() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const canRename = useAbility().can('update', 'Genre')
  const { data, loading, error } = useAppSelector(selectGenres)
  const [editing, setEditing] = useState<GenreEntry | 'new' | null>(null)

  const load = useCallback(() => dispatch(fetchGenres()), [dispatch])
  useEffect(() => {
    const request = load()
    return () => request.abort()
  }, [load])

  const onSave = async (input: GenreInput) => {
    const slug = editing && editing !== 'new' ? editing.slug : undefined
    const saved = await dispatch(saveGenreThunk({ slug, input })).unwrap()
    toast.success(
      t(slug === undefined ? 'music.genreList.form.added' : 'music.genreList.form.renamed', {
        name: saved.name
      })
    )
  }

  return (
    <section aria-labelledby="genres-title">
      <ListHeader
        id="genres-title"
        title={t('music.genreList.title')}
        subtitle={t('music.genreList.subtitle')}
        action={
          <Can I="create" a="Genre">
            <Button color="primary" onClick={() => setEditing('new')}>
              <Plus size={16} aria-hidden="true" className="me-1" />
              {t('music.genreList.add')}
            </Button>
          </Can>
        }
      />
      <Card>
        <ListTable
          caption={t('music.genreList.caption')}
          className="music-table"
          columns={canRename ? 4 : 3}
          rows={data.length}
          loading={loading}
          error={error}
          emptyText={t('music.genreList.empty')}
          onRetry={() => void load()}
          head={
            <>
              <th scope="col" className="text-end">
                {t('music.genreList.columns.position')}
              </th>
              <th scope="col" className="list-pin-start">
                {t('music.genreList.columns.name')}
              </th>
              <th scope="col">{t('music.genreList.columns.slug')}</th>
              {canRename && (
                <th scope="col" className="text-end list-pin-end">
                  {t('music.common.actions')}
                </th>
              )}
            </>
          }
        >
          {data.map((genre) => (
            <tr key={genre.slug}>
              <td className="text-end">{formatCount(genre.position, i18n.language)}</td>
              <td className="list-pin-start fw-semibold">
                <bdi>{genre.name}</bdi>
              </td>
              <td>
                <code dir="ltr">{genre.slug}</code>
              </td>
              {canRename && (
                <td className="list-pin-end">
                  <RowActions end>
                    <RowAction
                      icon={Pencil}
                      iconSize={14}
                      label={t('music.genreList.actions.rename', { name: genre.name })}
                      onClick={() => setEditing(genre)}
                    />
                  </RowActions>
                </td>
              )}
            </tr>
          ))}
        </ListTable>
      </Card>
      <GenreFormDialog
        isOpen={editing !== null}
        genre={editing === 'new' ? null : editing}
        onSubmit={onSave}
        onClose={() => setEditing(null)}
      />
    </section>
  )
}
