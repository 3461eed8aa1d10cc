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
      });
  },
});

export const systemConfigurationReducer = systemConfigurationSlice.reducer;

export interface WithSystemConfiguration {
  systemConfiguration: SystemConfigurationState;
}

export const selectSystemConfiguration = (state: WithSystemConfiguration) =>
  state.systemConfiguration;
