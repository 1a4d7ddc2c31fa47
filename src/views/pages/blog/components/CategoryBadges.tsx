import { Link } from 'react-router-dom'
import { Badge } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import type { BlogCategory, BlogStatus } from '@/contracts/blog'

export const CATEGORY_TONE: Record<BlogCategory, string> = {
  Fashion: 'primary',
  Food: 'success',
  Gaming: 'danger',
  Quote: 'warning',
  Video: 'info'
}

/** A post's categories (linking to the list filtered by one) and, for a draft, its status. */
export function CategoryBadges({
  tags,
  status,
  linked = true
}: {
  tags: BlogCategory[]
  status?: BlogStatus
  linked?: boolean
}) {
  const { t } = useTranslation()
  return (
    <ul className="list-unstyled ps-0 mb-0 d-flex flex-wrap gap-1">
      {tags.map((tag) => {
        const tone = CATEGORY_TONE[tag]
        const className = `badge rounded-pill bg-${tone}-subtle text-${tone}-emphasis text-decoration-none`
        return (
          <li key={tag}>
            {linked ? (
              <Link to={`/pages/blog/list?category=${tag}`} className={className}>
                {t(`pages.blog.categories.${tag}`)}
              </Link>
            ) : (
              <span className={className}>{t(`pages.blog.categories.${tag}`)}</span>
            )}
          </li>
        )
      })}
      {status === 'Draft' && (
        <li>
          <Badge pill className="bg-secondary-subtle text-secondary-emphasis">
            {t('pages.blog.status.Draft')}
          </Badge>
        </li>
      )}
    </ul>
  )
}
