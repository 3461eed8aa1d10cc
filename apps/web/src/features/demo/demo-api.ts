import { ApiRoutes, type DemoContent } from '@storyloom/contracts';
import { callPublicRoute, type ApiClient } from '../../lib/api-client';
import { onDemand } from '../../lib/on-demand';

/** The answer's schema comes with the first demo, not with the page (decision 0011). */
const demoSchemas = onDemand(() => import('./demo-schemas'));

/**
 * A campaign's demo content, read without signing in. An unknown or ended code is the empty
 * content object (isEmptyDemoContent).
 */
export async function fetchDemoContent(api: ApiClient, code: string): Promise<DemoContent> {
  const body = await callPublicRoute(api, ApiRoutes.demo.content, { params: { code } });
  const { demoContentSchema } = await demoSchemas.load();
  const parsed = demoContentSchema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent a demo the app cannot read.');
  return parsed.data;
}
