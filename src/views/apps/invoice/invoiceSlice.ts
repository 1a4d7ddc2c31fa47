// Invoice list state (data, total, params, allData like the other lists) plus the open invoice and the client picker.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { errorMessage } from '@/auth/http'
import { rootReducer } from '@/redux/rootReducer'
import { createAppAsyncThunk } from '@/redux/hooks'
import type { Invoice, InvoiceClient, InvoiceInput } from '@/contracts/invoice'
import { invoiceApi, type InvoiceDetail, type InvoiceParams } from './invoiceApi'

export type InvoiceState = {
  data: Invoice[]
  allData: Invoice[]
  total: number
  params: InvoiceParams
  loading: boolean
  error: string | null
  selectedInvoice: InvoiceDetail | null
  detailStatus: 'idle' | 'loading' | 'succeeded' | 'failed'
  detailError: string | null
  clients: InvoiceClient[]
}

export const DEFAULT_INVOICE_PARAMS: InvoiceParams = {
  q: '',
  perPage: 10,
  page: 1,
  status: '',
  sort: 'desc',
  sortColumn: 'id'
}

const initialState: InvoiceState = {
  data: [],
  allData: [],
  total: 0,
  params: DEFAULT_INVOICE_PARAMS,
  loading: false,
  error: null,
  selectedInvoice: null,
  detailStatus: 'idle',
  detailError: null,
  clients: []
}

export const fetchInvoices = createAppAsyncThunk(
  'invoice/fetchInvoices',
  async (params: InvoiceParams, { rejectWithValue }) => {
    try {
      return await invoiceApi.list(params)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const deleteInvoice = createAppAsyncThunk(
  'invoice/deleteInvoice',
  async (id: number, { dispatch, getState, rejectWithValue }) => {
    try {
      await invoiceApi.remove(id)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
    // The list page moves back a page when this was the last row of the last one (useKeepPageInRange).
    await dispatch(fetchInvoices(getState().invoice?.params ?? DEFAULT_INVOICE_PARAMS))
    return id
  }
)

export const fetchInvoice = createAppAsyncThunk(
  'invoice/fetchInvoice',
  async (id: number, { rejectWithValue }) => {
    try {
      return await invoiceApi.get(id)
    } catch (error) {
      return rejectWithValue(errorMessage(error, 'This invoice does not exist.'))
    }
  }
)

export const fetchClients = createAppAsyncThunk(
  'invoice/fetchClients',
  async (_: void, { rejectWithValue }) => {
    try {
      return await invoiceApi.clients()
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const saveInvoice = createAppAsyncThunk(
  'invoice/saveInvoice',
  async ({ id, input }: { id?: number; input: InvoiceInput }, { rejectWithValue }) => {
    try {
      return id === undefined ? await invoiceApi.add(input) : await invoiceApi.update(id, input)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const invoiceSlice = createSlice({
  name: 'invoice',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchInvoices.pending, (state, action) => {
        state.params = action.meta.arg
        state.loading = true
        state.error = null
      })
      .addCase(fetchInvoices.fulfilled, (state, action) => {
        state.loading = false
        state.data = action.payload.invoices
        state.allData = action.payload.allData
        state.total = action.payload.total
      })
      .addCase(fetchInvoices.rejected, (state, action) => {
        state.loading = false
        state.error = action.payload ?? 'Something went wrong. Please try again.'
      })
      .addCase(fetchInvoice.pending, (state) => {
        state.detailStatus = 'loading'
        state.detailError = null
      })
      .addCase(fetchInvoice.fulfilled, (state, action) => {
        state.detailStatus = 'succeeded'
        state.selectedInvoice = action.payload
      })
      .addCase(fetchInvoice.rejected, (state, action) => {
        state.detailStatus = 'failed'
        state.selectedInvoice = null
        state.detailError = action.payload ?? 'Something went wrong. Please try again.'
      })
      .addCase(fetchClients.fulfilled, (state, action) => {
        state.clients = action.payload
      })
      .addCase(saveInvoice.fulfilled, (state, action) => {
        if (state.selectedInvoice?.invoice.id === action.payload.id)
          state.selectedInvoice.invoice = action.payload
      })
  },
  selectors: {
    selectInvoices: (s) => s.data,
    selectInvoiceTotal: (s) => s.total,
    selectInvoiceParams: (s) => s.params,
    selectInvoicesLoading: (s) => s.loading,
    selectInvoicesError: (s) => s.error,
    selectSelectedInvoice: (s) => s.selectedInvoice,
    selectInvoiceDetailStatus: (s) => s.detailStatus,
    selectInvoiceDetailError: (s) => s.detailError,
    selectInvoiceClients: (s) => s.clients
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof invoiceSlice> {}
}
const injected = invoiceSlice.injectInto(rootReducer)
export const {
  selectInvoices,
  selectInvoiceTotal,
  selectInvoiceParams,
  selectInvoicesLoading,
  selectInvoicesError,
  selectSelectedInvoice,
  selectInvoiceDetailStatus,
  selectInvoiceDetailError,
  selectInvoiceClients
} = injected.selectors
