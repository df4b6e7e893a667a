import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Layout state of the signed-in shell. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState: { drawerOpen: false },
  reducers: {
    drawerOpened: (state) => {
      state.drawerOpen = true;
    },
    drawerClosed: (state) => {
      state.drawerOpen = false;
    },
    drawerSet: (state, action: PayloadAction<boolean>) => {
      state.drawerOpen = action.payload;
    },
  },
  selectors: {
    selectDrawerOpen: (state) => state.drawerOpen,
  },
});

export const { drawerOpened, drawerClosed, drawerSet } = uiSlice.actions;
export const { selectDrawerOpen } = uiSlice.selectors;
