// The toast of a bulk change (tracks, users): what changed, and Undo for 30 seconds (then from the audit log and
// "Recent bulk changes", see bulkUndo.ts), which asks the API to restore
// the previous values and says how many rows came back and how many were left because someone changed them since.
import type { ReactNode } from 'react'
import { Button } from 'reactstrap'
import { toast } from 'react-toastify'
import { errorMessage } from '@/auth/http'
import { UNDO_TOAST_MS, type UndoResult } from '@/contracts/bulk'

type Options = {
  message: ReactNode
  /** The change's undo id; null when nothing changed (no Undo offered). */
  undoId: number | null
  undo: (id: number) => Promise<UndoResult>
  /** The sentence after an undo, e.g. "Undone: 3 tracks restored." */
  undone: (result: UndoResult) => string
  /** Called after the undo ran (or failed), to reload the list. */
  onUndone: () => void
  /** The button's text ("Undo"). */
  undoLabel: string
}

export function offerUndo({ message, undoId, undo, undone, onUndone, undoLabel }: Options): void {
  const id = toast.success(
    <div className="d-flex align-items-center gap-2">
      <span>{message}</span>
      {undoId !== null && (
        <Button
          size="sm"
          color="light"
          className="ms-auto"
          onClick={async () => {
            toast.dismiss(id)
            try {
              toast.info(undone(await undo(undoId)))
            } catch (error) {
              toast.error(errorMessage(error))
            }
            onUndone()
          }}
        >
          {undoLabel}
        </Button>
      )}
    </div>,
    { autoClose: UNDO_TOAST_MS, closeOnClick: false }
  )
}
