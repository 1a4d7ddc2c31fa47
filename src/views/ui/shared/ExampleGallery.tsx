// A showcase page: its heading, a line on what it shows, and its examples in a grid, each in a ShowcaseExample card
// with the example's own source (imported with `?raw`) behind "Show code".
import type { ComponentType } from 'react'
import { Col, Row } from 'reactstrap'
import { ShowcaseExample } from './ShowcaseExample'

export type GalleryItem = {
  id: string
  title: string
  /** The example module's source, imported with Vite's `?raw`. */
  code: string
  Example: ComponentType
  /** Takes the whole row instead of half of it on wide screens. */
  wide?: boolean
}

export function ExampleGallery({
  title,
  intro,
  items
}: {
  title: string
  intro: string
  items: GalleryItem[]
}) {
  return (
    <div>
      <h1 className="h3 mb-1">{title}</h1>
      <p className="text-body-secondary mb-4">{intro}</p>
      <Row className="g-4">
        {items.map(({ id, title: exampleTitle, code, Example, wide }) => (
          <Col key={id} xs={12} xl={wide ? 12 : 6} data-example={id}>
            <ShowcaseExample title={exampleTitle} code={code} className="h-100 mb-0">
              <Example />
            </ShowcaseExample>
          </Col>
        ))}
      </Row>
    </div>
  )
}
