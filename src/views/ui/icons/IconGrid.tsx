// Every lucide icon in a grid that only renders the rows in view (about 1,600 icons would otherwise mean as many
// SVGs), with a search by name; a click copies the icon's import line.
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useVirtualizer } from '@tanstack/react-virtual'
import { icons, type LucideIcon } from 'lucide-react'
import { Input, Label } from 'reactstrap'

const ALL = Object.entries(icons as Record<string, LucideIcon>).sort(([a], [b]) => a.localeCompare(b))
const CELL_WIDTH = 120
const ROW_HEIGHT = 96

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

export const importLine = (name: string) => `import { ${name} } from 'lucide-react'`

export function filterIcons(query: string) {
  const wanted = normalize(query)
  return wanted ? ALL.filter(([name]) => normalize(name).includes(wanted)) : ALL
}

export function IconGrid() {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const found = useMemo(() => filterIcons(deferred), [deferred])
  const [copied, setCopied] = useState<{ name: string; ok: boolean } | null>(null)
  const scroller = useRef<HTMLDivElement>(null)
  const [columns, setColumns] = useState(6)

  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => setColumns(Math.max(2, Math.floor(element.clientWidth / CELL_WIDTH)))
    measure()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null
    observer?.observe(element)
    return () => observer?.disconnect()
  }, [])

  const rows = Math.ceil(found.length / columns)
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    initialRect: { width: columns * CELL_WIDTH, height: 600 }
  })

  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(importLine(name))
      setCopied({ name, ok: true })
    } catch {
      setCopied({ name, ok: false })
    }
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div className="flex-grow-1" style={{ maxWidth: 360 }}>
          <Label for="icon-search">{t('ui.icons.search')}</Label>
          <Input
            id="icon-search"
            type="search"
            value={query}
            placeholder={t('ui.icons.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p className="mb-2 text-body-secondary" aria-live="polite">
          {t('ui.icons.count', { count: found.length })}
        </p>
      </div>
      <p className="small mb-2" role="status" aria-live="polite">
        {copied &&
          (copied.ok ? (
            <>
              {t('ui.icons.copied')} <code dir="ltr">{importLine(copied.name)}</code>
            </>
          ) : (
            t('ui.icons.copyFailed', { line: importLine(copied.name) })
          ))}
      </p>
      {found.length === 0 ? (
        <p className="text-body-secondary">{t('ui.icons.none', { query })}</p>
      ) : (
        <div ref={scroller} className="icon-grid border rounded" style={{ height: '65vh', overflow: 'auto' }}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((row) => (
              <div
                key={row.key}
                className="icon-grid-row"
                style={{
                  position: 'absolute',
                  top: 0,
                  insetInlineStart: 0,
                  width: '100%',
                  height: row.size,
                  transform: `translateY(${row.start}px)`,
                  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`
                }}
              >
                {found.slice(row.index * columns, row.index * columns + columns).map(([name, Icon]) => (
                  <button
                    key={name}
                    type="button"
                    className="icon-grid-cell"
                    title={importLine(name)}
                    aria-label={t('ui.icons.copy', { name })}
                    onClick={() => copy(name)}
                  >
                    <Icon size={24} aria-hidden="true" />
                    <span className="icon-grid-name" aria-hidden="true">
                      {name}
                    </span>
                  </button>
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
    </>
  )
}
