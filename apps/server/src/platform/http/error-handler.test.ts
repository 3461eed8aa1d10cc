import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { registerErrorHandler, registerNotFoundHandler } from './error-handler.js';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/conflict', async () => {
    throw new AppError('story_taken', 'That story is already being written.', 409);
  });
  typed.get('/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  typed.get('/app-crash', async () => {
    throw new AppError('engine_down', 'internal detail: engine pid 42', 503);
  });
  typed.get('/not-set-up', async () => {
    throw new AppError('mail_off', 'Mail is not set up here.', 503, {}, true);
  });
  typed.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(1), age: z.number().int() }) } },
    async (request) => request.body,
  );
  registerNotFoundHandler(app, null);
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('turns an AppError into { error, message, status }', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'story_taken',
      message: 'That story is already being written.',
      status: 409,
    });
  });

  it('never leaks internals of a 5xx', async () => {
    const app = await appWithRoutes();
    for (const url of ['/crash', '/app-crash']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(response.body).not.toMatch(/secret|pid 42|stack/);
      expect(response.json().message).toBe('Something went wrong on our side. Please try again.');
    }
  });

  it('answers invalid input with 400 naming each bad field', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { name: '', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toContain('body.name');
    expect(body.message).toContain('body.age');
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['error', 'message', 'status']);
  });

  it('keeps the message of a 5xx that is meant for the user', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ url: '/not-set-up' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'mail_off',
      message: 'Mail is not set up here.',
      status: 503,
    });
  });
});
