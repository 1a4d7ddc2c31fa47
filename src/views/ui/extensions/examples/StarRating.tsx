// Ratings: a set of radio buttons drawn as stars (arrow keys change the choice), and read-only ratings that say
// their value in words.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Star, StarHalf } from 'lucide-react'
import '../extensions.scss'

const STARS = [1, 2, 3, 4, 5]

/** Whole stars up to the value, a half star when the value is at least half-way to the next one. */
function Stars({ value }: { value: number }) {
  return (
    <>
      {STARS.map((star) => {
        const fill = value >= star - 0.25 ? 'full' : value >= star - 0.75 ? 'half' : 'empty'
        return (
          <span key={star} className="position-relative d-inline-flex">
            <Star
              size={18}
              aria-hidden="true"
              className={fill === 'full' ? 'text-warning' : 'text-body-tertiary'}
              fill={fill === 'full' ? 'currentColor' : 'none'}
            />
            {fill === 'half' && (
              <StarHalf
                size={18}
                aria-hidden="true"
                className="text-warning position-absolute top-0 start-0 star-half"
                fill="currentColor"
              />
            )}
          </span>
        )
      })}
    </>
  )
}

export default function StarRating() {
  const { t } = useTranslation()
  const id = useId()
  const [rating, setRating] = useState(3)
  const [hover, setHover] = useState<number | null>(null)
  return (
    <>
      <fieldset className="star-rating mb-3" onMouseLeave={() => setHover(null)}>
        <legend className="form-label fs-6">{t('ui.extensions.ratings.rate')}</legend>
        <div className="d-flex gap-1">
          {STARS.map((star) => (
            <span key={star}>
              <input
                type="radio"
                className="visually-hidden"
                id={`${id}-${star}`}
                name={`${id}-rating`}
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
              />
              <label htmlFor={`${id}-${star}`} onMouseEnter={() => setHover(star)}>
                <span className="visually-hidden">{t('ui.extensions.ratings.stars', { count: star })}</span>
                <Star
                  size={28}
                  aria-hidden="true"
                  className={star <= (hover ?? rating) ? 'text-warning' : 'text-body-tertiary'}
                  fill={star <= (hover ?? rating) ? 'currentColor' : 'none'}
                />
              </label>
            </span>
          ))}
        </div>
        <p className="small text-body-secondary mt-1 mb-0" aria-live="polite">
          {t('ui.extensions.ratings.chosen', { count: rating })}
        </p>
      </fieldset>
      <ul className="list-unstyled mb-0 d-grid gap-2">
        {[
          { title: 'Midnight Drive', value: 4.5, votes: 1284 },
          { title: 'Paper Lanterns', value: 3.8, votes: 412 },
          { title: 'Low Tide', value: 2.2, votes: 57 }
        ].map(({ title, value, votes }) => (
          <li key={title} className="d-flex align-items-center gap-2">
            <span className="flex-grow-1">{title}</span>
            <span
              role="img"
              aria-label={t('ui.extensions.ratings.readOnly', { value, votes })}
              className="d-inline-flex"
            >
              <Stars value={value} />
            </span>
            <span className="small text-body-secondary" aria-hidden="true">
              {value.toFixed(1)}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}
