// Email state of spec §3: mails, emailsMeta, selectedMails, currentMail (plus the list's params and status).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { errorMessage } from '@/auth/http'
import { rootReducer } from '@/redux/rootReducer'
import { createAppAsyncThunk } from '@/redux/hooks'
import type { ComposeInput, Email, EmailLabel, EmailUpdate, EmailsMeta } from '@/contracts/email'
import { emailApi, type MailParams } from './emailApi'

export type EmailState = {
  mails: Email[]
  emailsMeta: EmailsMeta
  selectedMails: number[]
  currentMail: Email | null
  params: MailParams
  status: 'idle' | 'loading' | 'succeeded' | 'failed'
  error: string | null
}

const initialState: EmailState = {
  mails: [],
  emailsMeta: { inbox: 0, spam: 0, draft: 0 },
  selectedMails: [],
  currentMail: null,
  params: { q: '', folder: 'inbox', label: '' },
  status: 'idle',
  error: null
}

const paramsOf = (state: { email?: EmailState }) => state.email?.params ?? initialState.params

export const fetchMails = createAppAsyncThunk(
  'email/fetchMails',
  async (params: MailParams, { rejectWithValue }) => {
    try {
      return await emailApi.list(params)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

/** Applies fields to mails, then reloads the list and the open mail so both show the server's state. */
export const updateMails = createAppAsyncThunk(
  'email/updateMails',
  async (
    { emailIds, dataToUpdate }: { emailIds: number[]; dataToUpdate: EmailUpdate },
    { dispatch, getState, rejectWithValue }
  ) => {
    try {
      await emailApi.update(emailIds, dataToUpdate)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
    await dispatch(fetchMails(paramsOf(getState())))
    return { emailIds, dataToUpdate }
  }
)

export const toggleMailsLabel = createAppAsyncThunk(
  'email/toggleMailsLabel',
  async (
    { emailIds, label }: { emailIds: number[]; label: EmailLabel },
    { dispatch, getState, rejectWithValue }
  ) => {
    try {
      await emailApi.toggleLabel(emailIds, label)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
    await dispatch(fetchMails(paramsOf(getState())))
    return { emailIds, label }
  }
)

/** Opens a mail (marking it read) in the context of the current folder or label. */
export const openMail = createAppAsyncThunk(
  'email/openMail',
  async (id: number, { getState, dispatch, rejectWithValue }) => {
    try {
      const mail = getState().email?.mails.find((m) => m.id === id)
      if (mail && !mail.isRead)
        await dispatch(updateMails({ emailIds: [id], dataToUpdate: { isRead: true } }))
      return await emailApi.get(id, paramsOf(getState()))
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const paginateMail = createAppAsyncThunk(
  'email/paginateMail',
  async (dir: 'previous' | 'next', { getState, dispatch, rejectWithValue }) => {
    const current = getState().email?.currentMail
    if (!current) return rejectWithValue('No mail is open.')
    try {
      const neighbour = await emailApi.paginate(dir, current.id, paramsOf(getState()))
      if (!neighbour.isRead) {
        await dispatch(updateMails({ emailIds: [neighbour.id], dataToUpdate: { isRead: true } }))
        return { ...neighbour, isRead: true }
      }
      return neighbour
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const sendMail = createAppAsyncThunk(
  'email/sendMail',
  async (input: ComposeInput, { dispatch, getState, rejectWithValue }) => {
    try {
      const email = await emailApi.send(input)
      void dispatch(fetchMails(paramsOf(getState())))
      return email
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const replyToMail = createAppAsyncThunk(
  'email/replyToMail',
  async ({ emailId, message }: { emailId: number; message: string }, { rejectWithValue }) => {
    try {
      return await emailApi.reply(emailId, message)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const emailSlice = createSlice({
  name: 'email',
  initialState,
  reducers: {
    mailSelectionToggled(state, action: PayloadAction<number>) {
      const id = action.payload
      state.selectedMails = state.selectedMails.includes(id)
        ? state.selectedMails.filter((m) => m !== id)
        : [...state.selectedMails, id]
    },
    allMailsSelected(state, action: PayloadAction<boolean>) {
      state.selectedMails = action.payload ? state.mails.map((m) => m.id) : []
    },
    mailClosed(state) {
      state.currentMail = null
    }
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchMails.pending, (state, action) => {
        const changedView =
          action.meta.arg.folder !== state.params.folder || action.meta.arg.label !== state.params.label
        state.params = action.meta.arg
        state.status = 'loading'
        state.error = null
        if (changedView) {
          state.selectedMails = []
          state.currentMail = null
        }
      })
      .addCase(fetchMails.fulfilled, (state, action) => {
        state.status = 'succeeded'
        state.mails = action.payload.emails
        state.emailsMeta = action.payload.emailsMeta
        const visible = new Set(action.payload.emails.map((m) => m.id))
        state.selectedMails = state.selectedMails.filter((id) => visible.has(id))
      })
      .addCase(fetchMails.rejected, (state, action) => {
        state.status = 'failed'
        state.error = action.payload ?? 'Something went wrong. Please try again.'
      })
      .addCase(updateMails.fulfilled, (state, action) => {
        const { emailIds, dataToUpdate } = action.payload
        if (state.currentMail && emailIds.includes(state.currentMail.id))
          state.currentMail = { ...state.currentMail, ...dataToUpdate }
      })
      .addCase(toggleMailsLabel.fulfilled, (state, action) => {
        const { emailIds, label } = action.payload
        const mail = state.currentMail
        if (mail && emailIds.includes(mail.id))
          mail.labels = mail.labels.includes(label)
            ? mail.labels.filter((l) => l !== label)
            : [...mail.labels, label]
      })
      .addCase(openMail.fulfilled, (state, action) => {
        state.currentMail = { ...action.payload, isRead: true }
      })
      .addCase(paginateMail.fulfilled, (state, action) => {
        state.currentMail = action.payload
      })
      .addCase(replyToMail.fulfilled, (state, action) => {
        if (state.currentMail?.id === action.payload.id)
          state.currentMail = { ...state.currentMail, replies: action.payload.replies }
      })
  },
  selectors: {
    selectMails: (s) => s.mails,
    selectEmailsMeta: (s) => s.emailsMeta,
    selectSelectedMails: (s) => s.selectedMails,
    selectCurrentMail: (s) => s.currentMail,
    selectMailParams: (s) => s.params,
    selectMailsStatus: (s) => s.status,
    selectMailsError: (s) => s.error
  }
})

export const { mailSelectionToggled, allMailsSelected, mailClosed } = emailSlice.actions

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof emailSlice> {}
}
const injected = emailSlice.injectInto(rootReducer)
export const {
  selectMails,
  selectEmailsMeta,
  selectSelectedMails,
  selectCurrentMail,
  selectMailParams,
  selectMailsStatus,
  selectMailsError
} = injected.selectors
