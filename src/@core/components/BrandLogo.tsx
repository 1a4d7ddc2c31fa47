import { useId } from 'react'

/** The Vibeline mark: a play triangle riding a sound wave. Decorative; the brand name is always shown beside it. */
export function BrandLogo({ size = 28, className }: { size?: number; className?: string }) {
  // Each instance needs its own gradient id: a gradient defined inside a hidden copy would not paint.
  const gradientId = `vibeline-logo-${useId().replace(/:/g, '')}`
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7367f0" />
          <stop offset="1" stopColor="#ce5dd1" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M12 9.5v13l10-6.5z" fill="#fff" />
      <path
        d="M4 20c2.5 0 2.5-4 5-4s2.5 4 5 4 2.5-4 5-4 2.5 4 5 4 2.5-4 4-4"
        fill="none"
        stroke="#fff"
        strokeOpacity=".55"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  )
}
