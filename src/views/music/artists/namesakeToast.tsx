// After a save: the API names other artists of the same name (allowed, but often an import's duplicate to merge).
import type { TFunction } from 'i18next'
import { toast } from 'react-toastify'
import type { SavedArtist } from '../shared/catalogue/catalogueApi'

export function warnNamesakes(t: TFunction, saved: SavedArtist): void {
  if (saved.namesakes.length === 0) return
  toast.warning(
    t('music.artists.namesakesSaved', {
      count: saved.namesakes.length,
      name: saved.name,
      ids: saved.namesakes.map((n) => `#${n.id}`).join(', ')
    })
  )
}
