import { useEffect, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import {
  Alert,
  Button,
  Form,
  FormFeedback,
  FormGroup,
  Input,
  Label,
  Offcanvas,
  OffcanvasBody
} from 'reactstrap'
import { toast } from 'react-toastify'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import clsx from 'clsx'
import { Check } from 'lucide-react'
import {
  TODO_ASSIGNEES,
  TODO_TAGS,
  TODO_TAG_COLORS,
  taskInputSchema,
  type TaskInput,
  type TodoTask
} from '@/contracts/todo'
import { useAppDispatch } from '@/redux/hooks'
import { addTask, deleteTask, updateTask } from '../todoSlice'

const EMPTY: TaskInput = {
  title: '',
  dueDate: '',
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isImportant: false
}

const toInput = (task: TodoTask): TaskInput => ({
  title: task.title,
  dueDate: task.dueDate,
  description: task.description,
  assignee: task.assignee,
  tags: task.tags,
  isCompleted: task.isCompleted,
  isImportant: task.isImportant
})

type Props = {
  isOpen: boolean
  /** The task being edited; null adds a new one. */
  task: TodoTask | null
  onClose: () => void
}

/** The side panel that adds or edits a task; deleting only moves the task to Deleted (spec §4), after a confirmation. */
export function TaskPanel({ isOpen, task, onClose }: Props) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [serverError, setServerError] = useState<string | null>(null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [busy, setBusy] = useState(false)
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<TaskInput>({ resolver: zodResolver(taskInputSchema), defaultValues: EMPTY })

  // reactstrap's Input takes the DOM ref as innerRef.
  const field = (name: keyof TaskInput) => {
    const { ref, ...rest } = register(name)
    return { ...rest, innerRef: ref }
  }

  useEffect(() => {
    if (isOpen) {
      reset(task ? toInput(task) : EMPTY)
      setServerError(null)
    }
  }, [isOpen, task, reset])

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    const result = task ? await dispatch(updateTask({ ...task, ...values })) : await dispatch(addTask(values))
    if (result.meta.requestStatus === 'rejected') {
      setServerError((result.payload as string | undefined) ?? t('todo.errors.saveFailed'))
      return
    }
    toast.success(task ? t('todo.toast.updated') : t('todo.toast.added'))
    onClose()
  })

  const runAndClose = async (
    action: () => Promise<{ meta: { requestStatus: string }; payload?: unknown }>,
    done: string
  ) => {
    setBusy(true)
    const result = await action()
    setBusy(false)
    if (result.meta.requestStatus === 'rejected') {
      setServerError((result.payload as string | undefined) ?? t('todo.errors.saveFailed'))
      return
    }
    toast.success(done)
    onClose()
  }

  const titleId = 'todo-panel-title'
  const sending = isSubmitting || busy

  return (
    <>
      <Offcanvas isOpen={isOpen} toggle={onClose} direction="end" className="todo-panel" labelledBy={titleId}>
        <div className="offcanvas-header">
          <h2 id={titleId} className="h5 mb-0">
            {task ? t('todo.panel.editTitle') : t('todo.panel.addTitle')}
          </h2>
          <button
            type="button"
            className="btn-close ms-auto"
            onClick={onClose}
            aria-label={t('todo.panel.close')}
          />
        </div>
        <OffcanvasBody>
          <Form noValidate onSubmit={onSubmit}>
            {serverError && (
              <Alert fade={false} color="danger" className="py-2">
                {serverError}
              </Alert>
            )}
            {task?.isDeleted && (
              <Alert fade={false} color="warning" className="py-2">
                {t('todo.panel.inDeleted')}
              </Alert>
            )}
            <FormGroup>
              <Label for="todo-title">{t('todo.fields.title')}</Label>
              <Input id="todo-title" dir="auto" invalid={!!errors.title} {...field('title')} />
              <FormFeedback>{errors.title?.message && t(errors.title.message)}</FormFeedback>
            </FormGroup>
            <FormGroup>
              <Label for="todo-assignee">{t('todo.fields.assignee')}</Label>
              <Controller
                control={control}
                name="assignee"
                render={({ field }) => (
                  <Input
                    id="todo-assignee"
                    type="select"
                    value={field.value?.fullName ?? ''}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(TODO_ASSIGNEES.find((a) => a.fullName === event.target.value) ?? null)
                    }
                  >
                    <option value="">{t('todo.fields.unassigned')}</option>
                    {TODO_ASSIGNEES.map((a) => (
                      <option key={a.fullName} value={a.fullName}>
                        {a.fullName}
                      </option>
                    ))}
                  </Input>
                )}
              />
            </FormGroup>
            <FormGroup>
              <Label for="todo-due-date">{t('todo.fields.dueDate')}</Label>
              <Input id="todo-due-date" type="date" invalid={!!errors.dueDate} {...field('dueDate')} />
              <FormFeedback>{errors.dueDate?.message && t(errors.dueDate.message)}</FormFeedback>
            </FormGroup>
            <fieldset className="mb-3">
              <legend className="form-label fs-6 mb-2">{t('todo.fields.tags')}</legend>
              <Controller
                control={control}
                name="tags"
                render={({ field }) => (
                  <div className="d-flex flex-wrap gap-2">
                    {TODO_TAGS.map((tag) => {
                      const checked = field.value.includes(tag)
                      const id = `todo-tag-${tag}`
                      return (
                        <div key={tag} className="todo-tag-choice">
                          <input
                            id={id}
                            type="checkbox"
                            className="btn-check"
                            checked={checked}
                            onChange={() =>
                              field.onChange(
                                checked ? field.value.filter((x) => x !== tag) : [...field.value, tag]
                              )
                            }
                          />
                          <label
                            htmlFor={id}
                            className={clsx(
                              'todo-tag-chip btn btn-sm rounded-pill d-inline-flex align-items-center gap-1',
                              checked &&
                                `bg-${TODO_TAG_COLORS[tag]}-subtle text-${TODO_TAG_COLORS[tag]}-emphasis border-${TODO_TAG_COLORS[tag]}`
                            )}
                          >
                            {checked ? (
                              <Check size={14} aria-hidden="true" />
                            ) : (
                              <span className={`todo-bullet bg-${TODO_TAG_COLORS[tag]}`} aria-hidden="true" />
                            )}
                            {t(`todo.tags.${tag}`)}
                          </label>
                        </div>
                      )
                    })}
                  </div>
                )}
              />
            </fieldset>
            <FormGroup>
              <Label for="todo-description">{t('todo.fields.description')}</Label>
              <Input
                id="todo-description"
                type="textarea"
                dir="auto"
                rows={4}
                invalid={!!errors.description}
                {...field('description')}
              />
              <FormFeedback>{errors.description?.message && t(errors.description.message)}</FormFeedback>
            </FormGroup>
            <FormGroup switch className="mb-2">
              <Input id="todo-completed" type="switch" {...field('isCompleted')} />
              <Label for="todo-completed" check>
                {t('todo.fields.completed')}
              </Label>
            </FormGroup>
            <FormGroup switch className="mb-4">
              <Input id="todo-important" type="switch" {...field('isImportant')} />
              <Label for="todo-important" check>
                {t('todo.fields.important')}
              </Label>
            </FormGroup>
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" color="primary" disabled={sending}>
                {task ? t('todo.panel.save') : t('todo.panel.add')}
              </Button>
              {task && !task.isDeleted && (
                <Button
                  type="button"
                  color="danger"
                  outline
                  disabled={sending}
                  onClick={() => setConfirmDelete(true)}
                >
                  {t('todo.panel.delete')}
                </Button>
              )}
              {task?.isDeleted && (
                <Button
                  type="button"
                  color="success"
                  outline
                  disabled={sending}
                  onClick={() =>
                    runAndClose(
                      () => dispatch(updateTask({ ...task, isDeleted: false })),
                      t('todo.toast.restored')
                    )
                  }
                >
                  {t('todo.panel.restore')}
                </Button>
              )}
              <Button type="button" color="secondary" outline className="ms-auto" onClick={onClose}>
                {t('todo.panel.cancel')}
              </Button>
            </div>
          </Form>
        </OffcanvasBody>
      </Offcanvas>
      <ConfirmDialog
        isOpen={confirmDelete}
        title={t('todo.confirmDelete.title')}
        body={t('todo.confirmDelete.text', { title: task?.title ?? '' })}
        confirmLabel={t('todo.confirmDelete.confirm')}
        onConfirm={async () => {
          if (!task) return
          await dispatch(deleteTask(task.id)).unwrap()
          toast.success(t('todo.toast.deleted'))
          onClose()
        }}
        onClose={() => setConfirmDelete(false)}
      />
    </>
  )
}
