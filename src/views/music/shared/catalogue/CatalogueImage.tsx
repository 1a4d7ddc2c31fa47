// An artist's picture or a release's cover, or a placeholder with the name's first letter when there is none.
import clsx from 'clsx'

type Props = {
  src: string | null
  name: string
  size: number
  round?: boolean
  className?: string
}

export function CatalogueImage({ src, name, size, round = false, className }: Props) {
  const shape = round ? 'rounded-circle' : 'rounded'
  if (src)
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className={clsx(shape, 'flex-shrink-0 object-fit-cover', className)}
      />
    )
  return (
    <span
      aria-hidden="true"
      className={clsx(
        shape,
        'flex-shrink-0 d-inline-flex align-items-center justify-content-center bg-primary-subtle text-primary fw-semibold',
        className
      )}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  )
}
