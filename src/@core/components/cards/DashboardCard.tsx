// A dashboard card: a heading (with an optional control such as an OptionsDropdown beside it) over its body.
import type { ReactNode } from 'react'
import { Card, CardBody, CardHeader } from 'reactstrap'

type Props = {
  title: string
  subtitle?: string
  action?: ReactNode
  children: ReactNode
  className?: string
  bodyClassName?: string
  /** The heading level inside the page (h2 by default). */
  headingLevel?: 2 | 3
}

export function DashboardCard({
  title,
  subtitle,
  action,
  children,
  className,
  bodyClassName,
  headingLevel = 2
}: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <Card className={`h-100 ${className ?? ''}`.trim()}>
      <CardHeader className="bg-transparent border-0 d-flex justify-content-between align-items-start gap-2 pb-0">
        <div>
          <Heading className="h5 mb-0">{title}</Heading>
          {subtitle && <p className="small text-body-secondary mb-0 mt-1">{subtitle}</p>}
        </div>
        {action}
      </CardHeader>
      <CardBody className={bodyClassName}>{children}</CardBody>
    </Card>
  )
}
