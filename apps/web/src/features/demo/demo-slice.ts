import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { demoFetchFailureMessage, type DemoContent } from '@storyloom/contracts';
import { serverMessageOf, type ApiClient } from '../../lib/api-client';
import { fetchDemoContent } from './demo-api';

/**
 * The campaign code in the app's state, and the demo content fetched for it (docs/product.md,
 * "States and transitions": Demo fetch). Not persisted: the cookie keeps the code.
 */
export interface DemoState {
  campaignCode: string | null;
  /** The code the data (or the error) is for. */
  fetchedCode: string | null;
  isLoading: boolean;
  data: DemoContent | null;
  error: string | null;
}

const initialState: DemoState = {
  campaignCode: null,
  fetchedCode: null,
  isLoading: false,
  data: null,
  error: null,
};

/** What a failed fetch says: the server's message, else the error's, else the product's default. */
function failureMessage(error: unknown, fallback?: string): string {
  const own = error instanceof Error ? error.message : fallback;
  return demoFetchFailureMessage(serverMessageOf(error), own);
}

export const fetchDemo = createAsyncThunk<
  DemoContent,
  { api: ApiClient; code: string },
  { rejectValue: string }
>('demo/fetch', async ({ api, code }, { rejectWithValue }) => {
  try {
    return await fetchDemoContent(api, code);
  } catch (error) {
    return rejectWithValue(failureMessage(error));
  }
});

export const demoSlice = createSlice({
  name: 'demo',
  initialState,
  reducers: {
    campaignCodeSet(state, { payload }: PayloadAction<string>) {
      state.campaignCode = payload;
    },
    campaignCodeCleared(state) {
      state.campaignCode = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchDemo.pending, (state, { meta }) => {
        state.fetchedCode = meta.arg.code;
        state.isLoading = true;
        state.error = null;
        state.data = null;
      })
      .addCase(fetchDemo.fulfilled, (state, { payload }) => {
        state.isLoading = false;
        state.data = payload;
      })
      .addCase(fetchDemo.rejected, (state, { payload, error }) => {
        state.isLoading = false;
        state.error = payload ?? failureMessage(null, error.message);
      });
  },
});

export const { campaignCodeSet, campaignCodeCleared } = demoSlice.actions;
export const demoReducer = demoSlice.reducer;

export interface WithDemo {
  demo: DemoState;
}
export const selectDemo = (state: WithDemo) => state.demo;
export const selectCampaignCode = (state: WithDemo) => state.demo.campaignCode;
