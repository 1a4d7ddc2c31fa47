// The global search (spec §2 search groups, issue 13): an ARIA combobox over a grouped listbox. Music (tracks,
// playlists, users from the API) on top, then the catalogue's Artists and Releases (issue 36), then the template's
// Pages, Files and Contacts, at most 4 each.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { Clock, Disc3, File, ListMusic, MicVocal, Music, Play, Search, Star, User, X } from 'lucide-react'
import clsx from 'clsx'
import { containsText } from '@/contracts/keyword'
import type { MainSearchData, SearchContact, SearchFile, SearchPage } from '@/contracts/mainSearch'
import { SEARCH_GROUP_LIMIT, type SearchResult } from '@/contracts/search'
import { useAbility } from '@/configs/AbilityContext'
import { trackToSong } from '@/@core/components/player/songs'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { songAdded } from '@/redux/playerSlice'
import { fetchBookmarks, selectBookmarkState, toggleBookmark } from './bookmarksSlice'
import { Highlight } from './Highlight'
import { pageIcon } from './pageIcons'
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recentSearches'
import { fetchMainSearchData, fetchMusicSearch } from './searchApi'
import './search.scss'

const MUSIC_DELAY_MS = 200

type Option = {
  key: string
  group: string
  label: string
  detail?: string
  icon: ReactNode
  open: () => void
  /** Shift+Enter, and the button at the end of the row. */
  second?: { label: string; icon: ReactNode; run: () => void; pressed?: boolean }
}

let templateCache: Promise<MainSearchData> | undefined

export default function SearchPanel({
  onClose,
  takeTypedEarly
}: {
  onClose: () => void
  /** What was typed before the input had focus (NavbarSearch keeps it); asked once, when it takes focus. */
  takeTypedEarly: () => string
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const ability = useAbility()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [template, setTemplate] = useState<MainSearchData | null>(null)
  const [music, setMusic] = useState<{ q: string; result?: SearchResult; failed?: boolean } | null>(null)
  const [recent, setRecent] = useState(readRecentSearches)
  const bookmarks = useAppSelector(selectBookmarkState)
  const canMusic = ability.can('read', 'Track')
  const q = query.trim()

  useEffect(() => {
    inputRef.current?.focus()
    const typed = takeTypedEarly()
    if (typed) setQuery((current) => current + typed)
    dispatch(fetchBookmarks())
    templateCache ??= fetchMainSearchData().catch((err) => {
      templateCache = undefined
      throw err
    })
    let live = true
    templateCache.then(
      (data) => live && setTemplate(data),
      () => live && setTemplate({ searchArr: [] })
    )
    return () => {
      live = false
    }
  }, [dispatch, takeTypedEarly])

  useEffect(() => {
    if (!canMusic || !q) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      fetchMusicSearch(q, controller.signal).then(
        (result) => setMusic({ q, result }),
        () => !controller.signal.aborted && setMusic({ q, failed: true })
      )
    }, MUSIC_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [q, canMusic])

  const close = () => onClose()
  const go = (to: string) => {
    rememberSearch(q)
    onClose()
    navigate(to)
  }

  const groups = useMemo(() => {
    const out: { id: string; title: string; options: Option[]; status?: ReactNode }[] = []
    if (!q) {
      if (recent.length > 0)
        out.push({
          id: 'recent',
          title: t('globalSearch.recent'),
          options: recent.map((r) => ({
            key: `recent-${r}`,
            group: 'recent',
            label: r,
            icon: <Clock size={16} aria-hidden="true" />,
            open: () => {
              setQuery(r)
              setActive(0)
              inputRef.current?.focus()
            }
          }))
        })
      return out
    }
    if (canMusic) {
      const current = music && music.q === q ? music : null
      const result = current?.result
      const options: Option[] = []
      for (const track of result?.tracks ?? [])
        options.push({
          key: `track-${track.id}`,
          group: 'music',
          label: track.title,
          detail: `${track.artist}${track.album ? ` · ${track.album}` : ''}`,
          icon: <Music size={16} aria-hidden="true" />,
          open: () =>
            go(
              ability.can('update', 'Track')
                ? `/music/tracks/${track.id}/edit`
                : `/music/tracks?q=${encodeURIComponent(track.title)}`
            ),
          second: track.audio_url
            ? {
                label: t('globalSearch.play', { title: track.title }),
                icon: <Play size={14} aria-hidden="true" />,
                run: () => {
                  rememberSearch(q)
                  dispatch(songAdded(trackToSong(track)))
                }
              }
            : undefined
        })
      for (const playlist of result?.playlists ?? [])
        options.push({
          key: `playlist-${playlist.id}`,
          group: 'music',
          label: playlist.name,
          detail: t('globalSearch.playlistDetail', {
            owner: playlist.owner_name,
            count: playlist.track_count
          }),
          icon: <ListMusic size={16} aria-hidden="true" />,
          open: () => go(`/music/playlists/${playlist.id}`)
        })
      for (const user of result?.users ?? [])
        options.push({
          key: `user-${user.id}`,
          group: 'music',
          label: user.full_name,
          detail: `@${user.username} · ${user.email}`,
          icon: <User size={16} aria-hidden="true" />,
          open: () => go(`/music/users/${user.id}`)
        })
      const status = !current
        ? t('globalSearch.searching')
        : current.failed
          ? t('globalSearch.musicFailed')
          : options.length === 0
            ? t('globalSearch.noMusic')
            : undefined
      out.push({ id: 'music', title: t('globalSearch.groups.music'), options, status })
      out.push({
        id: 'artists',
        title: t('globalSearch.groups.artists'),
        options: (result?.artists ?? []).map((artist) => ({
          key: `artist-${artist.id}`,
          group: 'artists',
          label: artist.name,
          detail: t('globalSearch.artistDetail', {
            releases: artist.release_count,
            tracks: artist.track_count
          }),
          icon: <MicVocal size={16} aria-hidden="true" />,
          open: () => go(`/music/artists/${artist.id}`)
        }))
      })
      out.push({
        id: 'releases',
        title: t('globalSearch.groups.releases'),
        options: (result?.releases ?? []).map((release) => ({
          key: `release-${release.id}`,
          group: 'releases',
          label: release.title,
          detail: `${release.artists.map((a) => a.name).join(', ')} · ${t(`music.releases.types.${release.type}`)}`,
          icon: <Disc3 size={16} aria-hidden="true" />,
          open: () => go(`/music/releases/${release.id}`)
        }))
      })
    }
    const pages: Option[] = []
    const files: Option[] = []
    const contacts: Option[] = []
    const bookmarked = new Map(bookmarks.suggestions.map((p) => [p.id, p.isBookmarked]))
    for (const group of template?.searchArr ?? []) {
      if (group.groupTitle === 'Pages')
        group.data
          .map((p: SearchPage) => ({
            page: p,
            title: t(`globalSearch.page.${p.id}`, { defaultValue: p.title })
          }))
          .filter(({ page, title }) => containsText(q, [title, page.title]))
          .slice(0, group.searchLimit || SEARCH_GROUP_LIMIT)
          .forEach(({ page, title }) => {
            const Icon = pageIcon(page.icon)
            const isBookmarked = bookmarked.get(page.id) ?? page.isBookmarked
            pages.push({
              key: `page-${page.id}`,
              group: 'pages',
              label: title,
              icon: <Icon size={16} aria-hidden="true" />,
              open: () => go(page.link),
              second: {
                label: t(isBookmarked ? 'globalSearch.unbookmark' : 'globalSearch.bookmark', { title }),
                icon: <Star size={14} aria-hidden="true" fill={isBookmarked ? 'currentColor' : 'none'} />,
                pressed: isBookmarked,
                run: () => dispatch(toggleBookmark(page.id))
              }
            })
          })
      if (group.groupTitle === 'Files')
        group.data
          .filter((f: SearchFile) => containsText(q, [f.title, f.by]))
          .slice(0, group.searchLimit || SEARCH_GROUP_LIMIT)
          .forEach((f) =>
            files.push({
              key: `file-${f.title}`,
              group: 'files',
              label: f.title,
              detail: t('globalSearch.fileDetail', { by: f.by, size: f.size }),
              icon: <File size={16} aria-hidden="true" />,
              open: () => go('/apps/email')
            })
          )
      if (group.groupTitle === 'Contacts')
        group.data
          .filter((c: SearchContact) => containsText(q, [c.title, c.email]))
          .slice(0, group.searchLimit || SEARCH_GROUP_LIMIT)
          .forEach((c) =>
            contacts.push({
              key: `contact-${c.email}`,
              group: 'contacts',
              label: c.title,
              detail: `${c.email} · ${c.date}`,
              icon: <img src={c.img} alt="" width={22} height={22} className="rounded-circle" />,
              open: () => go('/apps/chat')
            })
          )
    }
    out.push({ id: 'pages', title: t('globalSearch.groups.pages'), options: pages })
    out.push({ id: 'files', title: t('globalSearch.groups.files'), options: files })
    out.push({ id: 'contacts', title: t('globalSearch.groups.contacts'), options: contacts })
    return out
    // go() only reads the current query and the navigation, both in the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, recent, canMusic, music, template, bookmarks.suggestions, ability, t, dispatch, navigate])

  const options = groups.flatMap((g) => g.options)
  const current = options.length > 0 ? Math.min(active, options.length - 1) : -1
  const optionId = (i: number) => `${id}-option-${i}`
  const listId = `${id}-list`

  useEffect(() => {
    if (current < 0) return
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current + step + options.length) % options.length)
    } else if (event.key === 'Home' && event.ctrlKey) {
      setActive(0)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const option = options[current]
      if (!option) return
      if (event.shiftKey && option.second) option.second.run()
      else option.open()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      if (query) setQuery('')
      else close()
    }
  }

  const hasResults = options.length > 0
  const musicBusy = groups.some((g) => g.id === 'music' && g.status === t('globalSearch.searching'))
  let index = -1
  return (
    <div className="global-search-layer">
      <div className="global-search-backdrop" aria-hidden="true" onMouseDown={close} />
      <div
        className="global-search card shadow"
        role="dialog"
        aria-modal="true"
        aria-label={t('globalSearch.title')}
      >
        <div className="global-search-bar d-flex align-items-center gap-2 px-3">
          <Search size={18} aria-hidden="true" className="text-body-secondary flex-shrink-0" />
          <input
            ref={inputRef}
            type="text"
            className="form-control border-0 shadow-none px-0"
            role="combobox"
            aria-label={t('globalSearch.label')}
            aria-expanded={hasResults}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={current >= 0 ? optionId(current) : undefined}
            placeholder={t('globalSearch.placeholder')}
            value={query}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => {
              setQuery(e.target.value)
              setActive(0)
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className="btn btn-icon btn-sm"
            aria-label={t('globalSearch.close')}
            onClick={close}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        <div className="global-search-results">
          <ul
            id={listId}
            role="listbox"
            aria-label={t('globalSearch.results')}
            className="list-unstyled mb-0"
          >
            {groups.map((group) => (
              <li key={group.id} role="presentation">
                {(group.options.length > 0 || group.status) && (
                  <div className="global-search-group-title" id={`${id}-${group.id}`} role="presentation">
                    {group.title}
                  </div>
                )}
                <ul role="group" aria-labelledby={`${id}-${group.id}`} className="list-unstyled mb-0">
                  {group.options.map((option) => {
                    index++
                    const i = index
                    return (
                      <li
                        key={option.key}
                        role="none"
                        className={clsx('global-search-row', i === current && 'active')}
                        onMouseMove={() => i !== current && setActive(i)}
                      >
                        <div
                          id={optionId(i)}
                          role="option"
                          aria-selected={i === current}
                          aria-describedby={option.second ? `${id}-shift-${option.group}` : undefined}
                          className="global-search-option"
                          onClick={() => option.open()}
                        >
                          <span className="global-search-icon">{option.icon}</span>
                          <span className="flex-grow-1 min-w-0">
                            <span className="d-block text-truncate">
                              <Highlight text={option.label} query={q} />
                            </span>
                            {option.detail && (
                              // An e-mail address or an English album on an Arabic page keeps its own order.
                              <small
                                dir="auto"
                                className="d-block text-body-secondary text-truncate text-page-start"
                              >
                                <Highlight text={option.detail} query={q} />
                              </small>
                            )}
                          </span>
                        </div>
                        {option.second && (
                          // Outside the option, hidden from assistive technology: Shift+Enter does the same.
                          <button
                            type="button"
                            tabIndex={-1}
                            aria-hidden="true"
                            title={option.second.label}
                            className={clsx(
                              'btn btn-icon btn-sm global-search-second',
                              option.second.pressed && 'text-warning'
                            )}
                            data-action={option.group === 'music' ? 'play' : 'bookmark'}
                            onMouseDown={(e) => e.preventDefault()}
                            onClick={() => option.second!.run()}
                          >
                            {option.second.icon}
                          </button>
                        )}
                      </li>
                    )
                  })}
                </ul>
                {group.status && group.options.length === 0 && (
                  <div className="global-search-status text-body-secondary small" role="presentation">
                    {group.status}
                  </div>
                )}
              </li>
            ))}
          </ul>
          {q && !hasResults && !musicBusy && (
            <p className="text-center text-body-secondary py-3 mb-0" role="status">
              {t('globalSearch.noResults', { query: q })}
            </p>
          )}
          {!q && recent.length === 0 && (
            <p className="text-center text-body-secondary py-3 mb-0">{t('globalSearch.hint')}</p>
          )}
          {!q && recent.length > 0 && (
            <div className="text-end px-3 pb-2">
              <button
                type="button"
                className="btn btn-link btn-sm"
                onClick={() => {
                  clearRecentSearches()
                  setRecent([])
                  inputRef.current?.focus()
                }}
              >
                {t('globalSearch.clearRecent')}
              </button>
            </div>
          )}
        </div>
        <span id={`${id}-shift-music`} className="visually-hidden">
          {t('globalSearch.shiftPlays')}
        </span>
        <span id={`${id}-shift-pages`} className="visually-hidden">
          {t('globalSearch.shiftBookmarks')}
        </span>
        <div className="global-search-footer d-none d-md-flex gap-3 px-3 py-2 small text-body-secondary border-top">
          <span>{t('globalSearch.keysMove')}</span>
          <span>{t('globalSearch.keysOpen')}</span>
          <span>{t('globalSearch.keysClose')}</span>
        </div>
      </div>
    </div>
  )
}
