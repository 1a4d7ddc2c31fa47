// The blog's side column: search, the most recent posts and the categories (spec §3 "sidebar").
import {
  Clapperboard,
  Gamepad2,
  Quote,
  Search,
  Shirt,
  Tag,
  UtensilsCrossed,
  type LucideIcon
} from 'lucide-react'
import { Link } from 'react-router-dom'
import { Card, CardBody, Input, Label } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '@/redux/hooks'
import { formatDate } from '../../shared/format'
import { useLoad } from '@/@core/hooks/useLoad'
import { CATEGORY_TONE } from './CategoryBadges'
import { fetchBlogSidebar } from '../blogApi'

const ICONS: Record<string, LucideIcon> = {
  shirt: Shirt,
  utensils: UtensilsCrossed,
  gamepad: Gamepad2,
  quote: Quote,
  video: Clapperboard
}

type Props = {
  /** The search box, when the page searches (the list); other pages send a search to the list. */
  search?: { value: string; onChange: (value: string) => void }
}

export function BlogSidebar({ search }: Props) {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const state = useLoad(() => dispatch(fetchBlogSidebar()).unwrap(), [dispatch])

  return (
    <aside aria-label={t('pages.blog.sidebar')} className="blog-sidebar d-flex flex-column gap-4">
      <form
        role="search"
        action="/pages/blog/list"
        onSubmit={(e) => {
          if (search) e.preventDefault()
        }}
      >
        <Label for="blog-search" className="visually-hidden">
          {t('pages.blog.searchLabel')}
        </Label>
        <div className="position-relative">
          <Search size={16} aria-hidden="true" className="blog-search-icon text-body-secondary" />
          <Input
            id="blog-search"
            name="q"
            type="search"
            className="ps-5"
            placeholder={t('pages.blog.searchPlaceholder')}
            {...(search ? { value: search.value, onChange: (e) => search.onChange(e.target.value) } : {})}
          />
        </div>
      </form>
      {state.status === 'failed' && !state.data && (
        <p className="text-danger small mb-0" role="alert">
          {state.error}
        </p>
      )}
      {state.data && (
        <>
          <section aria-labelledby="blog-recent-title">
            <h2 id="blog-recent-title" className="h5 mb-3">
              {t('pages.blog.recentPosts')}
            </h2>
            <ul className="list-unstyled ps-0 mb-0 d-flex flex-column gap-3">
              {state.data.recentPosts.map((post) => (
                <li key={post.id} className="d-flex gap-3 align-items-start">
                  <img
                    src={post.img}
                    alt=""
                    width={100}
                    height={70}
                    className="rounded object-fit-cover flex-shrink-0"
                  />
                  <div>
                    <Link to={`/pages/blog/detail/${post.id}`} className="fw-semibold d-block" dir="auto">
                      {post.title}
                    </Link>
                    <span className="small text-body-secondary">
                      {formatDate(post.createdTime, i18n.language)}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="blog-categories-title">
            <h2 id="blog-categories-title" className="h5 mb-3">
              {t('pages.blog.categoriesTitle')}
            </h2>
            <ul className="list-unstyled ps-0 mb-0 d-flex flex-column gap-2">
              {state.data.categories.map(({ category, icon }) => {
                const Icon = ICONS[icon] ?? Tag
                const tone = CATEGORY_TONE[category]
                return (
                  <li key={category}>
                    <Link
                      to={`/pages/blog/list?category=${category}`}
                      className="d-flex align-items-center gap-2"
                    >
                      <span
                        className={`icon-tile bg-${tone}-subtle text-${tone}-emphasis`}
                        style={{ width: 32, height: 32 }}
                      >
                        <Icon size={16} aria-hidden="true" />
                      </span>
                      {t(`pages.blog.categories.${category}`)}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </section>
        </>
      )}
    </aside>
  )
}

/** The sidebar in a card, for the pages beside the post. */
export function BlogSidebarCard(props: Props) {
  return (
    <Card className="border-0 shadow-sm">
      <CardBody>
        <BlogSidebar {...props} />
      </CardBody>
    </Card>
  )
}
