import { createSlice } from '@reduxjs/toolkit';

/** The chat's own state; the unread count is server data (`server-data/unread-count.ts`). */
export interface ChatState {
  /** The chooser of the merchant's customer-service entries, when it has several. */
  chooserOpen: boolean;
  /** A chat launch under way: a second tap sends nothing. */
  launching: boolean;
}

export const initialChatState = (): ChatState => ({ chooserOpen: false, launching: false });

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
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
  selectors: {
    selectChooserOpen: (state) => state.chooserOpen,
    selectLaunching: (state) => state.launching,
  },
});

export const { chooserOpened, chooserClosed, launchStarted, launchEnded } = chatSlice.actions;
export const { selectChooserOpen, selectLaunching } = chatSlice.selectors;
