import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Accordion, AccordionBody, AccordionHeader, AccordionItem } from 'reactstrap'

const ITEMS = ['upload', 'royalties', 'playlists'] as const

export function AccordionExample() {
  const { t } = useTranslation()
  const [open, setOpen] = useState<string>('upload')
  // Opening an item closes the others; clicking the open one closes it.
  const toggle = (id: string) => setOpen(open === id ? '' : id)
  return (
    <Accordion open={open} toggle={toggle}>
      {ITEMS.map((item) => (
        <AccordionItem key={item}>
          <AccordionHeader targetId={item} tag="h3">
            {t(`ui.components.collapse.items.${item}.title`)}
          </AccordionHeader>
          <AccordionBody accordionId={item}>{t(`ui.components.collapse.items.${item}.body`)}</AccordionBody>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
