import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStored } from '../../components/local-storage';

export const TOKEN_KEY = 'token';

export interface AuthState {
  token: string | null;
}

export const initialAuthState = (): AuthState => ({ token: readStored(TOKEN_KEY) || null });

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    tokenReceived: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    loggedOut: (state) => {
      state.token = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
  },
});

export const { tokenReceived, loggedOut } = authSlice.actions;
export const { selectToken } = authSlice.selectors;
