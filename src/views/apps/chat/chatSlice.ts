// Chat state (spec §3): the chats and contacts lists, the profile user and the open chat.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/redux/rootReducer'
import { createAppAsyncThunk } from '@/redux/hooks'
import { errorMessage } from '@/auth/http'
import type {
  ChatContact,
  ChatContactWithSummary,
  OpenedChat,
  ProfileUpdate,
  ProfileUser
} from '@/contracts/chat'
import {
  fetchChatRequest,
  fetchChatsAndContactsRequest,
  fetchProfileUserRequest,
  sendMessageRequest,
  updateProfileUserRequest
} from './chatApi'

type ChatState = {
  chats: ChatContactWithSummary[]
  contacts: ChatContact[]
  userProfile: ProfileUser | null
  selectedChat: OpenedChat | null
  loading: boolean
  loaded: boolean
  error: string | null
}

const initialState: ChatState = {
  chats: [],
  contacts: [],
  userProfile: null,
  selectedChat: null,
  loading: false,
  loaded: false,
  error: null
}

export const fetchChatsAndContacts = createAppAsyncThunk(
  'chat/fetchChatsAndContacts',
  async (_: void, { rejectWithValue }) => {
    try {
      return await fetchChatsAndContactsRequest()
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const fetchProfileUser = createAppAsyncThunk(
  'chat/fetchProfileUser',
  async (_: void, { rejectWithValue }) => {
    try {
      return await fetchProfileUserRequest()
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const updateProfileUser = createAppAsyncThunk(
  'chat/updateProfileUser',
  async (update: ProfileUpdate, { rejectWithValue }) => {
    try {
      return await updateProfileUserRequest(update)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

/** Opens the chat with a contact; the server resets its unseen count (spec §4). */
export const selectChat = createAppAsyncThunk(
  'chat/selectChat',
  async (contactId: number, { rejectWithValue }) => {
    try {
      return await fetchChatRequest(contactId)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

/** Sends a message; the first message to a contact starts a chat (spec §4), so the lists are reloaded after. */
export const sendMessage = createAppAsyncThunk(
  'chat/sendMessage',
  async ({ contactId, message }: { contactId: number; message: string }, { dispatch, rejectWithValue }) => {
    try {
      const sent = await sendMessageRequest(contactId, message)
      void dispatch(fetchChatsAndContacts())
      return sent
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    chatClosed(state) {
      state.selectedChat = null
    }
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchChatsAndContacts.pending, (state) => {
        state.loading = true
        state.error = null
      })
      .addCase(fetchChatsAndContacts.fulfilled, (state, action) => {
        state.loading = false
        state.loaded = true
        state.chats = action.payload.chatsContacts
        state.contacts = action.payload.contacts
      })
      .addCase(fetchChatsAndContacts.rejected, (state, action) => {
        state.loading = false
        state.error = action.payload ?? 'Something went wrong. Please try again.'
      })
      .addCase(fetchProfileUser.fulfilled, (state, action) => {
        state.userProfile = action.payload
      })
      .addCase(updateProfileUser.fulfilled, (state, action) => {
        state.userProfile = action.payload
      })
      .addCase(selectChat.fulfilled, (state, action) => {
        state.selectedChat = action.payload
        const listed = state.chats.find((c) => c.id === action.payload.contact.id)
        if (listed) listed.chat.unseenMsgs = 0
      })
      .addCase(sendMessage.fulfilled, (state, action) => {
        const { chat, contact } = action.payload
        if (state.selectedChat?.contact.id === contact.id) state.selectedChat = { chat, contact }
      })
  },
  selectors: {
    selectChats: (state) => state.chats,
    selectContacts: (state) => state.contacts,
    selectUserProfile: (state) => state.userProfile,
    selectSelectedChat: (state) => state.selectedChat,
    selectChatLoaded: (state) => state.loaded,
    selectChatError: (state) => state.error
  }
})

export const { chatClosed } = chatSlice.actions

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

const injected = chatSlice.injectInto(rootReducer)
export const {
  selectChats,
  selectContacts,
  selectUserProfile,
  selectSelectedChat,
  selectChatLoaded,
  selectChatError
} = injected.selectors
