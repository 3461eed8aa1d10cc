import { describe, expect, it } from 'vitest';
import { InvalidLiveEventError, parseNotification, parsePublication } from './live-event.js';

describe('parsePublication', () => {
  it('accepts a short identifier with JSON data and serializes the data once', () => {
    expect(
      parsePublication('u1', { type: 'story.updated', data: { id: 's1', tags: ['a'] } }),
    ).toEqual({
      userId: 'u1',
      type: 'story.updated',
      dataJson: '{"id":"s1","tags":["a"]}',
    });
  });

  it('names the problem in the error', () => {
    expect(() => parsePublication('u1', { type: 'has space', data: {} })).toThrow(
      InvalidLiveEventError,
    );
    expect(() => parsePublication('u1', { type: 'has space', data: {} })).toThrow(
      /short identifier/,
    );
  });
});

describe('parseNotification', () => {
  it('reads a whole event', () => {
    expect(parseNotification('{"id":7,"userId":"u1","type":"t","data":{"a":1}}')).toEqual({
      kind: 'event',
      userId: 'u1',
      event: { id: 7, type: 't', data: { a: 1 } },
    });
  });

  it('reads a reference to a stored event', () => {
    expect(parseNotification('{"id":8,"userId":"u1"}')).toEqual({
      kind: 'reference',
      userId: 'u1',
      id: 8,
    });
  });

  it('rejects payloads that are not ours', () => {
    expect(parseNotification('not json')).toBeNull();
    expect(parseNotification('{"hello":"world"}')).toBeNull();
  });
});
