import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredAccount, readStoredToken } from './stored-token';

interface AuthState {
  token: string | null;
  /**
   * The e-mail the session signed in with, lower-cased: what tells accounts apart in this
   * browser's own data (the server names neither). Null for a session begun before it was kept.
   */
  account: string | null;
}

const initialAuthState = (): AuthState => ({
  token: readStoredToken(),
  account: readStoredAccount(),
});

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    tokenReceived: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    accountKnown: (state, action: PayloadAction<string | null>) => {
      state.account = action.payload?.trim().toLowerCase() || null;
    },
    loggedOut: (state) => {
      state.token = null;
      state.account = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectAccount: (state) => state.account,
  },
});

export const { tokenReceived, accountKnown, loggedOut } = authSlice.actions;
export const { selectToken, selectAccount } = authSlice.selectors;
