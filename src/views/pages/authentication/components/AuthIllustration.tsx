import { useTranslation } from 'react-i18next'

/** Headphones over a pulsing equaliser, drawn in SVG with theme colours so it suits light and dark skins. */
export function AuthIllustration() {
  const { t } = useTranslation()
  const bars = [38, 64, 92, 120, 84, 140, 104, 70, 116, 88, 56, 34]
  return (
    <svg
      className="auth-illustration"
      viewBox="0 0 480 400"
      role="img"
      aria-label={t('auth.common.illustration')}
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="240" cy="200" r="170" className="art-halo" />
      <circle cx="240" cy="200" r="120" className="art-halo art-halo-inner" />
      <g className="art-bars">
        {bars.map((height, i) => (
          <rect
            key={i}
            x={96 + i * 25}
            y={300 - height}
            width="14"
            height={height}
            rx="7"
            style={{ animationDelay: `${(i % 6) * 0.15}s` }}
          />
        ))}
      </g>
      <g className="art-headphones">
        <path d="M150 210a90 90 0 0 1 180 0" fill="none" strokeWidth="16" strokeLinecap="round" />
        <rect x="128" y="200" width="44" height="78" rx="18" />
        <rect x="308" y="200" width="44" height="78" rx="18" />
      </g>
      <g className="art-notes">
        <path d="M392 96v44a12 12 0 1 1-6-10V104l28-8v34a12 12 0 1 1-6-10v-28z" />
        <path d="M86 120v36a10 10 0 1 1-5-8.6V120z" />
      </g>
    </svg>
  )
}
