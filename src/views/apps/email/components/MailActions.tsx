// The actions shared by the list's bulk bar and the opened mail: move to a folder, toggle a label, delete.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'
import { Check, FolderInput, Tag, Trash2 } from 'lucide-react'
import { toast } from 'react-toastify'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { EMAIL_LABELS, type EmailFolder, type EmailLabel } from '@/contracts/email'
import { useAppDispatch } from '@/redux/hooks'
import { toggleMailsLabel, updateMails } from '../emailSlice'
import { LabelDot } from './mailParts'

const MOVE_TARGETS: EmailFolder[] = ['inbox', 'spam', 'trash']

type Props = {
  emailIds: number[]
  /** Labels every targeted mail has, shown as checked. */
  activeLabels?: EmailLabel[]
  currentFolder?: string
  disabled?: boolean
  onDone?: () => void
}

export function MailActions({ emailIds, activeLabels = [], currentFolder, disabled, onDone }: Props) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [confirming, setConfirming] = useState(false)
  const count = emailIds.length

  const move = async (folder: EmailFolder) => {
    const result = await dispatch(updateMails({ emailIds, dataToUpdate: { folder } }))
    if (updateMails.fulfilled.match(result)) {
      toast.success(t('email.actions.moved', { count, folder: t(`email.folders.${folder}`) }))
      onDone?.()
    } else toast.error(result.payload ?? t('email.actions.failed'))
  }

  const toggleLabel = async (label: EmailLabel) => {
    const result = await dispatch(toggleMailsLabel({ emailIds, label }))
    if (!toggleMailsLabel.fulfilled.match(result)) toast.error(result.payload ?? t('email.actions.failed'))
  }

  return (
    <>
      <UncontrolledDropdown>
        <DropdownToggle
          color="flat-secondary"
          className="btn-icon"
          disabled={disabled}
          aria-label={t('email.actions.move')}
          title={t('email.actions.move')}
        >
          <FolderInput size={18} aria-hidden="true" />
        </DropdownToggle>
        <DropdownMenu>
          {MOVE_TARGETS.filter((f) => f !== currentFolder).map((folder) => (
            <DropdownItem key={folder} onClick={() => void move(folder)}>
              {t(`email.folders.${folder}`)}
            </DropdownItem>
          ))}
        </DropdownMenu>
      </UncontrolledDropdown>
      <UncontrolledDropdown>
        <DropdownToggle
          color="flat-secondary"
          className="btn-icon"
          disabled={disabled}
          aria-label={t('email.actions.label')}
          title={t('email.actions.label')}
        >
          <Tag size={18} aria-hidden="true" />
        </DropdownToggle>
        <DropdownMenu>
          {EMAIL_LABELS.map((label) => (
            <DropdownItem
              key={label}
              onClick={() => void toggleLabel(label)}
              className="d-flex align-items-center gap-2"
            >
              <LabelDot label={label} />
              <span className="flex-grow-1">{t(`email.labels.${label}`)}</span>
              {activeLabels.includes(label) && (
                <>
                  <Check size={16} aria-hidden="true" />
                  <span className="visually-hidden">{t('email.actions.labelApplied')}</span>
                </>
              )}
            </DropdownItem>
          ))}
        </DropdownMenu>
      </UncontrolledDropdown>
      {currentFolder !== 'trash' && (
        <Button
          color="flat-secondary"
          className="btn-icon"
          disabled={disabled}
          aria-label={t('email.actions.delete')}
          title={t('email.actions.delete')}
          onClick={() => setConfirming(true)}
        >
          <Trash2 size={18} aria-hidden="true" />
        </Button>
      )}
      <ConfirmDialog
        isOpen={confirming}
        title={t('email.actions.deleteTitle')}
        body={t('email.actions.deleteText', { count })}
        confirmLabel={t('email.actions.confirmDelete')}
        onConfirm={() => move('trash')}
        onClose={() => setConfirming(false)}
      />
    </>
  )
}
