import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventType } from '@storyloom/contracts';
import { createApiClient } from '../../lib/api-client';
import {
  chunkLoadFailureRecord,
  presenceHeartbeatRecord,
  presenceStartRecord,
} from './event-records';
import { createEventsClient } from './events-client';

interface Sent {
  url: string;
  init: RequestInit;
}

let sent: Sent[];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  sent = [];
  fetchMock = vi.fn<typeof fetch>((input, init = {}) => {
    sent.push({ url: String(input), init });
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function headersOf(request: Sent) {
  return new Headers(request.init.headers);
}

function apiClient(token: string | null) {
  return createApiClient({ baseUrl: 'https://api.example', getIdToken: async () => token });
}

const record = presenceStartRecord('/story');

describe('ordinary events', () => {
  it('go through the request helper with the token when someone is signed in', async () => {
    createEventsClient({ client: apiClient('id-token'), apiBase: 'https://api.example' }).send(
      record,
    );
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe('https://api.example/api/events');
    expect(sent[0]?.init.method).toBe('POST');
    expect(headersOf(sent[0]!).get('Authorization')).toBe('Bearer id-token');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual(record);
  });

  it('go out without a token when nobody is signed in', async () => {
    createEventsClient({ client: apiClient(null), apiBase: '' }).send(record);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(headersOf(sent[0]!).has('Authorization')).toBe(false);
  });

  it('never throw or reject to the caller, whatever the network does', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const events = createEventsClient({ client: apiClient('t'), apiBase: '' });
    expect(() => events.send(record)).not.toThrow();
    expect(() => events.sendBeforeUnload(record)).not.toThrow();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('events sent right before a reload', () => {
  it('start synchronously as a keepalive request', () => {
    const message = 'Failed to fetch dynamically imported module: /assets/Library-3f9a.js';
    createEventsClient({ client: apiClient('t'), apiBase: '' }).sendBeforeUnload(
      chunkLoadFailureRecord(message, { pathname: '/library', search: '?bag=2' }),
    );
    // No await: the request must already be under way when the page starts to unload.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.init.keepalive).toBe(true);
    expect(JSON.parse(String(sent[0]?.init.body))).toMatchObject({
      EventType: EventType.ChunkLoadFailure,
      PrimaryParameter: message,
      SecondaryParameter: '/library?bag=2',
      TertiaryParameter: 'v1.1.3',
      Environment: 'prod',
    });
  });
});

describe('a chunk failure reported right before the reload', () => {
  it("carries the signed-in user's token, still started synchronously", () => {
    createEventsClient({
      client: apiClient('id-token'),
      apiBase: 'https://api.example',
      currentToken: () => 'id-token',
    }).sendBeforeUnload(chunkLoadFailureRecord('Loading chunk 7 failed.'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.init.keepalive).toBe(true);
    expect(headersOf(sent[0]!).get('Authorization')).toBe('Bearer id-token');
  });

  it('goes without a token for a visitor (known by the visitor cookie)', () => {
    createEventsClient({ client: apiClient(null), apiBase: '' }).sendBeforeUnload(
      chunkLoadFailureRecord('Loading chunk 7 failed.'),
    );
    expect(headersOf(sent[0]!).has('Authorization')).toBe(false);
  });
});

describe('presence events', () => {
  it('use a beacon with the JSON as text/plain', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const heartbeat = presenceHeartbeatRecord('/story', 30);
    createEventsClient({
      client: apiClient(null),
      apiBase: 'https://api.example/',
      sendBeacon,
    }).sendPresence(heartbeat);

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('https://api.example/api/events');
    expect(blob.type).toBe('text/plain');
    expect(JSON.parse(await blob.text())).toEqual(heartbeat);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses the beacon', () => false],
    [
      'throws',
      () => {
        throw new TypeError('Beacons are blocked');
      },
    ],
  ])('fall back to a keepalive fetch when the browser %s', (_case, beacon) => {
    createEventsClient({ client: apiClient(null), apiBase: '', sendBeacon: beacon }).sendPresence(
      record,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/events');
    expect(sent[0]?.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual(record);
  });

  it('fall back to a keepalive fetch when there is no beacon at all', () => {
    createEventsClient({
      client: apiClient(null),
      apiBase: '',
      sendBeacon: undefined,
    }).sendPresence(record);
    expect(sent[0]?.init.keepalive).toBe(true);
  });
});

describe('event records', () => {
  it('carry the time, type and environment; heartbeats say how long', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    expect(presenceHeartbeatRecord('/library', 60)).toEqual({
      UtcTimeEpoch: 1_700_000_000_000,
      EventType: 701,
      PrimaryParameter: '/library',
      SecondaryParameter: '60',
      Environment: 'prod',
    });
    expect(presenceStartRecord('/library')).toEqual({
      UtcTimeEpoch: 1_700_000_000_000,
      EventType: 700,
      PrimaryParameter: '/library',
      Environment: 'prod',
    });
    vi.useRealTimers();
  });

  it('shorten a message the server would refuse as too long', () => {
    const record = chunkLoadFailureRecord('x'.repeat(5000), { pathname: '/', search: '' });
    expect(record.PrimaryParameter).toHaveLength(2000);
  });
});
