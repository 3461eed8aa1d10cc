import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { ApiClient } from '../../lib/api-client';
import {
  fetchPublicConfiguration,
  messageOf,
  type PublicSystemConfiguration,
} from './subscription-api';

/** Costs and plans from the public configuration; read once per visit, never persisted. */
export interface SystemConfigurationState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  configuration: PublicSystemConfiguration | null;
  error: string | null;
}

const initialState: SystemConfigurationState = { status: 'idle', configuration: null, error: null };

export const loadPublicConfiguration = createAsyncThunk<
  PublicSystemConfiguration,
  ApiClient,
  { state: WithSystemConfiguration; rejectValue: string }
>(
  'systemConfiguration/load',
  async (api, { rejectWithValue }) => {
    try {
      return await fetchPublicConfiguration(api);
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
  {
    // One read at a time, and none once it succeeded.
    condition: (_api, { getState }) => {
      const { status } = getState().systemConfiguration;
      return status === 'idle' || status === 'failed';
    },
  },
);

// The web reads the version leniently (a number or a numeric string); 0 when it is missing.
const versionOf = (configuration: PublicSystemConfiguration): number =>
  Number(configuration.configurationVersion) || 0;

/**
 * Reads the configuration again after an administrator changed it (a live event names the new
 * version). What is shown stays meanwhile, and a failed read keeps it: the next change or visit
 * brings the new one.
 */
export const refreshPublicConfiguration = createAsyncThunk<
  PublicSystemConfiguration,
  { api: ApiClient; version: number },
  { state: WithSystemConfiguration }
>('systemConfiguration/refresh', async ({ api }) => fetchPublicConfiguration(api), {
  // Nothing to refresh before the first read, nor when this version is already here.
  condition: ({ version }, { getState }) => {
    const { configuration } = getState().systemConfiguration;
    return configuration !== null && versionOf(configuration) < version;
  },
});

export const systemConfigurationSlice = createSlice({
  name: 'systemConfiguration',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadPublicConfiguration.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadPublicConfiguration.fulfilled, (_state, { payload }) => ({
        status: 'ready',
        configuration: payload,
        error: null,
      }))
      .addCase(loadPublicConfiguration.rejected, (state, { payload, error }) => {
        state.status = 'failed';
        state.error = payload ?? messageOf(error);
      })
      .addCase(refreshPublicConfiguration.fulfilled, (state, { payload }) => {
        // Two changes in a row can answer out of order; the newer version wins.
        if (state.configuration && versionOf(state.configuration) > versionOf(payload)) return;
        state.configuration = payload;
      });
  },
});

export const systemConfigurationReducer = systemConfigurationSlice.reducer;

export interface WithSystemConfiguration {
  systemConfiguration: SystemConfigurationState;
}

export const selectSystemConfiguration = (state: WithSystemConfiguration) =>
  state.systemConfiguration;
