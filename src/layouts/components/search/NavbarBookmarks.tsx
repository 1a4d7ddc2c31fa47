// The bookmarked pages as stars in the navbar (spec §2: Email, Chat, Todo, Calendar by default) and the star menu
// that lists every page with a filter and a toggle each. The search panel toggles the same list.
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Star } from 'lucide-react'
import { Dropdown, DropdownMenu, DropdownToggle } from 'reactstrap'
import clsx from 'clsx'
import { containsText } from '@/contracts/keyword'
import { useDirection } from '@/@core/hooks/useDirection'
import { useMediaQuery } from '@/@core/hooks/useMediaQuery'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchBookmarks, selectBookmarkState, toggleBookmark } from './bookmarksSlice'
import { pageIcon } from './pageIcons'
import './bookmarks.scss'

export function NavbarBookmarks() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const dir = useDirection()
  const id = useId()
  const { suggestions, status } = useAppSelector(selectBookmarkState)
  const [open, setOpen] = useState(false)
  const [filter, setFilter] = useState('')
  // The stars show from Bootstrap's lg breakpoint on (d-lg-flex): a narrower screen asks for the list only when
  // the star menu opens, and the fake database's code stays unloaded until then.
  const starsShown = useMediaQuery('(min-width: 992px)')
  const needed = starsShown || open

  useEffect(() => {
    if (needed) dispatch(fetchBookmarks())
  }, [dispatch, needed])

  const title = (page: { id: string; title: string }) =>
    t(`globalSearch.page.${page.id}`, { defaultValue: page.title })
  const bookmarked = suggestions.filter((p) => p.isBookmarked)
  const listed = suggestions.filter((p) => !filter.trim() || containsText(filter.trim(), [title(p), p.title]))

  return (
    <div className="navbar-bookmarks d-flex align-items-center">
      <ul
        className="list-unstyled d-none d-lg-flex align-items-center mb-0"
        aria-label={t('globalSearch.bookmarks')}
      >
        {bookmarked.map((page) => {
          const Icon = pageIcon(page.icon)
          return (
            <li key={page.id}>
              <Link to={page.link} className="btn btn-icon" aria-label={title(page)} title={title(page)}>
                <Icon size={20} aria-hidden="true" />
              </Link>
            </li>
          )
        })}
      </ul>
      <Dropdown isOpen={open} toggle={() => setOpen((v) => !v)}>
        <DropdownToggle
          tag="button"
          type="button"
          className="btn btn-icon"
          aria-label={t('globalSearch.bookmarkMenu')}
        >
          <Star size={20} aria-hidden="true" className="text-warning" />
        </DropdownToggle>
        {/* Closed, the menu is hidden: its list of every page is rendered only while it is open. */}
        <DropdownMenu end={dir === 'rtl'} className="bookmark-menu p-0">
          {open && (
            <>
              <div className="p-2 border-bottom">
                <input
                  type="search"
                  className="form-control form-control-sm"
                  aria-label={t('globalSearch.filterPages')}
                  placeholder={t('globalSearch.filterPages')}
                  value={filter}
                  onChange={(e) => setFilter(e.target.value)}
                />
              </div>
              {status === 'loading' && (
                <p className="small text-body-secondary p-3 mb-0">{t('globalSearch.loading')}</p>
              )}
              {status === 'error' && (
                <p className="small text-danger p-3 mb-0" role="alert">
                  {t('globalSearch.bookmarksFailed')}
                </p>
              )}
              {status === 'ready' && listed.length === 0 && (
                <p className="small text-body-secondary p-3 mb-0">{t('globalSearch.noPages')}</p>
              )}
              <ul className="list-unstyled mb-0 bookmark-menu-list" aria-labelledby={`${id}-pages`}>
                {listed.map((page) => {
                  const Icon = pageIcon(page.icon)
                  const name = title(page)
                  return (
                    <li key={page.id} className="d-flex align-items-center gap-2 px-3 py-1">
                      <Icon size={16} aria-hidden="true" className="flex-shrink-0" />
                      <Link
                        to={page.link}
                        className="flex-grow-1 text-body text-truncate"
                        onClick={() => setOpen(false)}
                      >
                        {name}
                      </Link>
                      <button
                        type="button"
                        className={clsx(
                          'btn btn-icon btn-sm',
                          page.isBookmarked ? 'text-warning' : 'text-body-secondary'
                        )}
                        aria-pressed={page.isBookmarked}
                        aria-label={t('globalSearch.bookmarkToggle', { title: name })}
                        onClick={() => dispatch(toggleBookmark(page.id))}
                      >
                        <Star
                          size={16}
                          aria-hidden="true"
                          fill={page.isBookmarked ? 'currentColor' : 'none'}
                        />
                      </button>
                    </li>
                  )
                })}
              </ul>
              <span id={`${id}-pages`} className="visually-hidden">
                {t('globalSearch.bookmarkMenu')}
              </span>
            </>
          )}
        </DropdownMenu>
      </Dropdown>
    </div>
  )
}
