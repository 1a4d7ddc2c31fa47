// Questions that open one at a time to show their answer: Bootstrap's accordion look with the disclosure pattern
// (a button with aria-expanded and aria-controls per question, the answer a labelled region).
import { useId, useState, type ReactNode } from 'react'
import clsx from 'clsx'

export type AccordionEntry = { id: string | number; question: ReactNode; answer: ReactNode }

export function QuestionAccordion({
  entries,
  headingLevel = 3
}: {
  entries: AccordionEntry[]
  headingLevel?: 2 | 3 | 4
}) {
  const [open, setOpen] = useState<string | number | null>(null)
  const prefix = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <div className="accordion">
      {entries.map((entry) => {
        const expanded = open === entry.id
        const buttonId = `${prefix}-q-${entry.id}`
        const panelId = `${prefix}-a-${entry.id}`
        return (
          <div className="accordion-item" key={entry.id}>
            <Heading className="accordion-header">
              <button
                type="button"
                id={buttonId}
                className={clsx('accordion-button', !expanded && 'collapsed')}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : entry.id)}
              >
                <bdi>{entry.question}</bdi>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-collapse"
              hidden={!expanded}
            >
              <div className="accordion-body" dir="auto">
                {entry.answer}
              </div>
            </div>
          </div>
        )
      })}
    </div>
  )
}
