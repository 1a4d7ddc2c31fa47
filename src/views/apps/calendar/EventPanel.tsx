// The side panel that adds or edits an event; deleting asks first.
import { useEffect, useState, type Ref } from 'react'
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
  OffcanvasBody,
  OffcanvasHeader
} from 'reactstrap'
import { toast } from 'react-toastify'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { useAppDispatch } from '@/redux/hooks'
import { addEvent, removeEvent, updateEvent } from './calendarSlice'
import { CALENDAR_KINDS, GUEST_OPTIONS, type CalendarEvent } from '@/contracts/calendar'
import { eventFormSchema, eventToForm, formToEvent, retypeDate, type EventFormValues } from './eventForm'

type Props = {
  isOpen: boolean
  /** The event being edited, or null to add one. */
  event: CalendarEvent | null
  /** Initial values of a new event (the day clicked). */
  draft: EventFormValues
  onClose: () => void
}

export function EventPanel({ isOpen, event, draft, onClose }: Props) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [serverError, setServerError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    control,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting }
  } = useForm<EventFormValues>({ resolver: zodResolver(eventFormSchema), defaultValues: draft })

  useEffect(() => {
    if (isOpen) {
      reset(event ? eventToForm(event) : draft)
      setServerError(null)
    }
  }, [isOpen, event, draft, reset])

  const allDay = watch('allDay')
  const errorText = (message?: string) => (message ? t(message) : undefined)

  const submit = handleSubmit(async (values) => {
    setServerError(null)
    const body = formToEvent(values)
    const result = event
      ? await dispatch(updateEvent({ ...body, id: event.id }))
      : await dispatch(addEvent(body))
    if (addEvent.fulfilled.match(result) || updateEvent.fulfilled.match(result)) {
      toast.success(t(event ? 'calendar.toast.updated' : 'calendar.toast.added'))
      onClose()
    } else {
      setServerError((result.payload as string | undefined) ?? t('calendar.error'))
    }
  })

  async function confirmDelete() {
    if (!event) return
    await dispatch(removeEvent(event.id)).unwrap()
    toast.success(t('calendar.toast.removed'))
    onClose()
  }

  const title = t(event ? 'calendar.form.editTitle' : 'calendar.form.addTitle')
  return (
    <>
      <Offcanvas
        isOpen={isOpen}
        toggle={onClose}
        direction="end"
        className="calendar-event-panel"
        aria-label={title}
      >
        <OffcanvasHeader toggle={onClose} tag="h2" className="fs-5">
          {title}
        </OffcanvasHeader>
        <OffcanvasBody>
          <Form onSubmit={submit} noValidate>
            {serverError && (
              <Alert fade={false} color="danger" role="alert">
                {serverError}
              </Alert>
            )}
            <FormGroup>
              <Label for="event-title">{t('calendar.form.title')}</Label>
              <Input id="event-title" invalid={Boolean(errors.title)} {...innerRef(register('title'))} />
              <FormFeedback>{errorText(errors.title?.message)}</FormFeedback>
            </FormGroup>
            <FormGroup>
              <Label for="event-calendar">{t('calendar.form.calendar')}</Label>
              <Input id="event-calendar" type="select" {...innerRef(register('calendar'))}>
                {CALENDAR_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`calendar.kinds.${kind}`)}
                  </option>
                ))}
              </Input>
            </FormGroup>
            <FormGroup switch className="mb-3">
              <Controller
                control={control}
                name="allDay"
                render={({ field }) => (
                  <Input
                    id="event-all-day"
                    type="switch"
                    role="switch"
                    checked={field.value}
                    onChange={(e) => {
                      const next = e.target.checked
                      field.onChange(next)
                      setValue('start', retypeDate(getValues('start'), next, 9))
                      setValue('end', retypeDate(getValues('end'), next, 10))
                    }}
                  />
                )}
              />
              <Label for="event-all-day" check>
                {t('calendar.form.allDay')}
              </Label>
            </FormGroup>
            <FormGroup>
              <Label for="event-start">{t('calendar.form.start')}</Label>
              <Input
                id="event-start"
                type={allDay ? 'date' : 'datetime-local'}
                invalid={Boolean(errors.start)}
                {...innerRef(register('start'))}
              />
              <FormFeedback>{errorText(errors.start?.message)}</FormFeedback>
            </FormGroup>
            <FormGroup>
              <Label for="event-end">{t('calendar.form.end')}</Label>
              <Input
                id="event-end"
                type={allDay ? 'date' : 'datetime-local'}
                invalid={Boolean(errors.end)}
                {...innerRef(register('end'))}
              />
              <FormFeedback>{errorText(errors.end?.message)}</FormFeedback>
            </FormGroup>
            <FormGroup>
              <Label for="event-url">{t('calendar.form.url')}</Label>
              <Input
                id="event-url"
                type="url"
                placeholder="https://"
                invalid={Boolean(errors.url)}
                {...innerRef(register('url'))}
              />
              <FormFeedback>{errorText(errors.url?.message)}</FormFeedback>
            </FormGroup>
            <FormGroup>
              <Label for="event-guests">{t('calendar.form.guests')}</Label>
              <Input id="event-guests" type="select" multiple size={4} {...innerRef(register('guests'))}>
                {GUEST_OPTIONS.map((guest) => (
                  <option key={guest} value={guest}>
                    {guest}
                  </option>
                ))}
              </Input>
              <small className="text-body-secondary">{t('calendar.form.guestsHint')}</small>
            </FormGroup>
            <FormGroup>
              <Label for="event-location">{t('calendar.form.location')}</Label>
              <Input id="event-location" {...innerRef(register('location'))} />
            </FormGroup>
            <FormGroup>
              <Label for="event-description">{t('calendar.form.description')}</Label>
              <Input id="event-description" type="textarea" rows={3} {...innerRef(register('description'))} />
            </FormGroup>
            <div className="d-flex gap-2 flex-wrap">
              <Button color="primary" type="submit" disabled={isSubmitting}>
                {t(event ? 'calendar.form.update' : 'calendar.form.add')}
              </Button>
              {event ? (
                <Button color="danger" outline type="button" onClick={() => setConfirming(true)}>
                  {t('calendar.form.delete')}
                </Button>
              ) : (
                <Button color="secondary" outline type="button" onClick={onClose}>
                  {t('calendar.form.cancel')}
                </Button>
              )}
            </div>
          </Form>
        </OffcanvasBody>
      </Offcanvas>
      <ConfirmDialog
        isOpen={confirming}
        title={t('calendar.confirm.title')}
        body={t('calendar.confirm.text', { title: event?.title ?? '' })}
        confirmLabel={t('calendar.confirm.delete')}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  )
}

/** reactstrap's Input takes the DOM ref as innerRef. */
function innerRef<T extends { ref: unknown }>({ ref, ...rest }: T) {
  return { ...rest, innerRef: ref as Ref<HTMLInputElement> }
}
