// /pages/modal-examples: a gallery of cards, each opening a working dialog; the last thing each dialog did is
// written on its card.
import { useState, type ComponentType } from 'react'
import {
  CreditCard,
  Gift,
  Layers,
  MapPin,
  Rocket,
  Share2,
  ShieldCheck,
  UserPen,
  type LucideIcon
} from 'lucide-react'
import { Button, Card, CardBody, Col, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { AddAddress } from './dialogs/AddAddress'
import { AddCard } from './dialogs/AddCard'
import { CreateApp } from './dialogs/CreateApp'
import { EditUser } from './dialogs/EditUser'
import { ReferEarn } from './dialogs/ReferEarn'
import { ShareProject } from './dialogs/ShareProject'
import { TwoFactor } from './dialogs/TwoFactor'
import { UpgradePlan } from './dialogs/UpgradePlan'
import '../shared/pages.scss'

type DialogProps = { isOpen: boolean; onClose: () => void; onDone: (summary: string) => void }
const EXAMPLES: { key: string; icon: LucideIcon; Dialog: ComponentType<DialogProps> }[] = [
  { key: 'share', icon: Share2, Dialog: ShareProject },
  { key: 'addCard', icon: CreditCard, Dialog: AddCard },
  { key: 'editUser', icon: UserPen, Dialog: EditUser },
  { key: 'twoFactor', icon: ShieldCheck, Dialog: TwoFactor },
  { key: 'refer', icon: Gift, Dialog: ReferEarn },
  { key: 'createApp', icon: Layers, Dialog: CreateApp },
  { key: 'address', icon: MapPin, Dialog: AddAddress },
  { key: 'upgrade', icon: Rocket, Dialog: UpgradePlan }
]

export default function ModalExamples() {
  const { t } = useTranslation()
  const [open, setOpen] = useState<string | null>(null)
  const [results, setResults] = useState<Record<string, string>>({})

  return (
    <div className="modal-examples">
      <h1 className="h3 mb-1">{t('pages.modalExamples.title')}</h1>
      <p className="text-body-secondary mb-4">{t('pages.modalExamples.intro')}</p>
      <Row className="g-4 list-unstyled ps-0 mb-0" tag="ul">
        {EXAMPLES.map(({ key, icon: Icon, Dialog }) => (
          <Col key={key} md={6} xl={3} tag="li">
            <Card
              className="border-0 shadow-sm h-100 text-center"
              tag="section"
              aria-labelledby={`example-${key}-title`}
            >
              <CardBody className="d-flex flex-column align-items-center">
                <span
                  className="icon-tile bg-primary-subtle text-primary-emphasis mb-3"
                  style={{ width: 56, height: 56 }}
                >
                  <Icon size={26} aria-hidden="true" />
                </span>
                <h2 id={`example-${key}-title`} className="h5">
                  {t(`pages.modalExamples.${key}.title`)}
                </h2>
                <p className="text-body-secondary flex-grow-1">{t(`pages.modalExamples.${key}.card`)}</p>
                <p className="small text-success mb-2" role="status" data-testid={`result-${key}`}>
                  {results[key] ?? ''}
                </p>
                <Button color="primary" onClick={() => setOpen(key)}>
                  {t('pages.modalExamples.show')}
                  <span className="visually-hidden">: {t(`pages.modalExamples.${key}.title`)}</span>
                </Button>
              </CardBody>
            </Card>
            <Dialog
              isOpen={open === key}
              onClose={() => setOpen(null)}
              onDone={(summary) => {
                setResults((r) => ({ ...r, [key]: summary }))
                toast.success(summary)
              }}
            />
          </Col>
        ))}
      </Row>
    </div>
  )
}
