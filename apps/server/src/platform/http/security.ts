import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/** Security headers with a content security policy the built SPA passes, plus CORS when configured. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const apiOrigins = originsOf([config.publicApiBase]);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React writes style attributes; no inline <style> or scripts are needed beyond that.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: ["'self'", ...apiOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The PDF reader and media embed same-origin resources only; COEP would block blob: workers.
    crossOriginEmbedderPolicy: false,
  });

  if (config.webOrigins.length > 0) {
    await app.register(cors, {
      origin: config.webOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Last-Event-ID', 'X-Request-Id'],
      exposedHeaders: ['X-Request-Id'],
      maxAge: 600,
    });
  }
}

function originsOf(urls: string[]): string[] {
  return urls.flatMap((url) => {
    try {
      return url ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
}
