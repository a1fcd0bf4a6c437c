import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '@lotto/app-core';

export interface ChatState {
  /** Unread messages of the signed-in member (`CBS_unreadCount`); 0 for anyone else. */
  unread: number;
  /** The chooser of the merchant's customer-service entries, when it has several. */
  chooserOpen: boolean;
  /** A chat launch under way: a second tap sends nothing. */
  launching: boolean;
}

export const initialChatState = (): ChatState => ({ unread: 0, chooserOpen: false, launching: false });

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    unreadCounted(state, action: PayloadAction<number>) {
      state.unread = Math.max(0, Math.floor(action.payload) || 0);
    },
    chooserOpened(state) {
      state.chooserOpen = true;
    },
    chooserClosed(state) {
      state.chooserOpen = false;
    },
    launchStarted(state) {
      state.launching = true;
    },
    launchEnded(state) {
      state.launching = false;
    },
  },
  extraReducers: (builder) => {
    // The count belongs to the member who just left.
    builder.addCase(sessionEnded, (state) => {
      state.unread = 0;
    });
  },
  selectors: {
    selectUnread: (state) => state.unread,
    selectChooserOpen: (state) => state.chooserOpen,
    selectLaunching: (state) => state.launching,
  },
});

export const { unreadCounted, chooserOpened, chooserClosed, launchStarted, launchEnded } = chatSlice.actions;
export const { selectUnread, selectChooserOpen, selectLaunching } = chatSlice.selectors;
