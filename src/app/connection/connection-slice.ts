import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

/**
 * Whether the server answers: `reached` while it does, `retrying` while reads that failed are
 * being tried again, `stopped` once they gave up (a return to the tab, the network or Retry
 * tries again).
 */
export type ConnectionStatus = 'reached' | 'retrying' | 'stopped';

interface ApiCall {
  payload?: unknown;
  meta?: { requestStatus?: string; arg?: { type?: string; queryCacheKey?: string } };
}
// the API's own thunks, read by their shape: the API imports this slice, not the other way round
const apiCall = (action: UnknownAction): ApiCall | undefined =>
  action.type.startsWith('api/') ? (action as ApiCall) : undefined;

/** What a finished read says of the server: it answered, or the read gave up on it. */
const readSettled = (action: UnknownAction) => {
  const call = apiCall(action);
  const key = call?.meta?.arg?.type === 'query' ? call.meta.arg.queryCacheKey : undefined;
  const status = call?.meta?.requestStatus;
  if (!key || (status !== 'fulfilled' && status !== 'rejected')) return undefined;
  const transient = (call?.payload as { transient?: unknown } | undefined)?.transient;
  // a refusal (401, 404...) is an answer too; a skipped or aborted read says nothing
  if (status === 'rejected' && transient === undefined) return undefined;
  return { key, gaveUp: transient === true };
};

interface ConnectionState {
  /** the reads in trouble, by cache key: one read's success does not hide another's outage */
  troubled: Record<string, Exclude<ConnectionStatus, 'reached'>>;
}

const initialState: ConnectionState = { troubled: {} };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    readRetrying: (state, action: PayloadAction<string>) => {
      state.troubled[action.payload] = 'retrying';
    },
    /** Retry was pressed: what gave up is being asked again */
    retryRequested: (state) => {
      for (const key of Object.keys(state.troubled)) state.troubled[key] = 'retrying';
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(
        (action) => readSettled(action) !== undefined,
        (state, action) => {
          const { key, gaveUp } = readSettled(action) ?? { key: '', gaveUp: false };
          if (gaveUp) state.troubled[key] = 'stopped';
          else
            state.troubled = Object.fromEntries(
              Object.entries(state.troubled).filter(([troubledKey]) => troubledKey !== key),
            );
        },
      )
      // signed out: nothing is read any more
      .addMatcher(
        (action) => action.type === 'api/resetApiState',
        () => initialState,
      );
  },
  selectors: {
    /** retrying while any read is; stopped when some gave up and none is retrying */
    selectConnection: (state): ConnectionStatus => {
      const statuses = Object.values(state.troubled);
      if (statuses.includes('retrying')) return 'retrying';
      return statuses.length > 0 ? 'stopped' : 'reached';
    },
  },
});

export const { readRetrying, retryRequested } = connectionSlice.actions;
export const { selectConnection } = connectionSlice.selectors;
