import {
  ApiRoutes,
  childProfileListSchema,
  childProfileSchema,
  parentSettingsSchema,
  safetyEventListSchema,
  transcriptListSchema,
  type ChildProfile,
  type ChildProfileInput,
  type ParentSettings,
  type SafetyEvent,
  type Transcript,
} from '@storyloom/contracts';
import type { z } from 'zod';
import { callRoute, type ApiClient } from '../../lib/api-client';

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent an answer the app cannot read.');
  return parsed.data;
}

/** Everything the parents' page and the switch back ask of the server. */
export interface ParentsApi {
  listProfiles(): Promise<ChildProfile[]>;
  createProfile(input: ChildProfileInput): Promise<ChildProfile>;
  updateProfile(id: string, input: ChildProfileInput): Promise<ChildProfile>;
  deleteProfile(id: string): Promise<void>;
  getSettings(): Promise<ParentSettings>;
  saveSettings(settings: ParentSettings): Promise<ParentSettings>;
  setPin(pin: string): Promise<void>;
  /** The PIN, or the account's password while no PIN is set; rejects when wrong. */
  unlock(proof: { pin: string } | { password: string }): Promise<void>;
  transcripts(query: { childProfileId?: string; q?: string }): Promise<Transcript[]>;
  deleteTranscript(conversationId: string): Promise<void>;
  safetyEvents(): Promise<SafetyEvent[]>;
}

export function createParentsApi(api: ApiClient): ParentsApi {
  const routes = ApiRoutes.parents;
  return {
    async listProfiles() {
      return parse(childProfileListSchema, await callRoute(api, routes.profiles)).profiles;
    },
    async createProfile(input) {
      return parse(childProfileSchema, await callRoute(api, routes.createProfile, { body: input }));
    },
    async updateProfile(id, input) {
      const body = await callRoute(api, routes.updateProfile, { params: { id }, body: input });
      return parse(childProfileSchema, body);
    },
    async deleteProfile(id) {
      await callRoute(api, routes.deleteProfile, { params: { id } });
    },
    async getSettings() {
      return parse(parentSettingsSchema, await callRoute(api, routes.settings));
    },
    async saveSettings(settings) {
      const { pinSet: _ignored, ...body } = settings;
      return parse(parentSettingsSchema, await callRoute(api, routes.replaceSettings, { body }));
    },
    async setPin(pin) {
      await callRoute(api, routes.setPin, { body: { pin } });
    },
    async unlock(proof) {
      await callRoute(api, routes.unlock, { body: proof });
    },
    async transcripts(query) {
      const body = await callRoute(api, routes.transcripts, { query });
      return parse(transcriptListSchema, body).transcripts;
    },
    async deleteTranscript(conversationId) {
      await callRoute(api, routes.deleteTranscript, { params: { conversationId } });
    },
    async safetyEvents() {
      return parse(safetyEventListSchema, await callRoute(api, routes.safetyEvents)).events;
    },
  };
}
