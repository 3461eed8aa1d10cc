import type { FastifyInstance } from 'fastify';

/**
 * The web app's request helper sends `Content-Type: application/json` on every call
 * (docs/product.md, "The API"), including body-less POSTs and DELETEs such as
 * SetupNewDefaultSubscription or a share link's revoke. Fastify's own parser refuses an empty JSON
 * body with a 400, so for the whole app an empty body reads as no body; anything else is parsed as
 * before.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}
