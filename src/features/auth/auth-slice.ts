import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredToken } from './stored-token';

interface AuthState {
  token: string | null;
}

const initialAuthState = (): AuthState => ({ token: readStoredToken() });

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
