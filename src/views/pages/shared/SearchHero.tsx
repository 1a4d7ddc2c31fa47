// The banner above the FAQ and the knowledge base: a title, a line of text and the search box.
import { Search } from 'lucide-react'
import { Card, CardBody, Input, Label } from 'reactstrap'
import './pages.scss'

type Props = {
  id: string
  title: string
  subtitle: string
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}

export function SearchHero({ id, title, subtitle, label, placeholder, value, onChange }: Props) {
  return (
    <Card className="search-hero border-0 mb-4">
      <CardBody className="text-center py-5 px-3">
        <h1 className="h3 text-primary-emphasis mb-2">{title}</h1>
        <p className="mb-4">{subtitle}</p>
        <form role="search" className="search-hero-form mx-auto" onSubmit={(e) => e.preventDefault()}>
          <Label for={id} className="visually-hidden">
            {label}
          </Label>
          <div className="position-relative">
            <Search size={18} aria-hidden="true" className="search-hero-icon text-body-secondary" />
            <Input
              id={id}
              type="search"
              bsSize="lg"
              className="ps-5"
              placeholder={placeholder}
              value={value}
              onChange={(e) => onChange(e.target.value)}
            />
          </div>
        </form>
      </CardBody>
    </Card>
  )
}
