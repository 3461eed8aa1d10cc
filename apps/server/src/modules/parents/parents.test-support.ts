import { CHILD_PROFILE_HEADER } from '@storyloom/contracts';
import type { TestApp } from '../../test/test-app.js';
import type { Caller } from '../story-elements/story-elements.test-support.js';

// Helpers shared by the parents' integration tests.

/** The same caller, its device acting as a child profile. */
export const asChild = (caller: Caller, childProfileId: string): Caller => ({
  ...caller,
  // The request headers a device acting as the child sends (typed as the caller's own).
  authorization: {
    ...caller.authorization,
    [CHILD_PROFILE_HEADER]: childProfileId,
  } as Caller['authorization'],
});

export const send = (
  testApp: TestApp,
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => testApp.app.inject({ method, url, payload, headers: caller.authorization });

/** A child profile made by the parent; `rules` and other fields override the defaults. */
export async function childProfile(
  testApp: TestApp,
  parent: Caller,
  body: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const response = await send(testApp, parent, 'POST', '/api/parents/profiles', {
    name: 'Mia',
    ageBand: '6-8',
    readingLevel: 'first-words',
    language: 'en',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`no profile: ${response.body}`);
  return response.json();
}

export const setParentSettings = (testApp: TestApp, parent: Caller, settings: object) =>
  send(testApp, parent, 'PUT', '/api/parents/settings', {
    timeZone: 'UTC',
    transcriptRetentionDays: null,
    ...settings,
  });
