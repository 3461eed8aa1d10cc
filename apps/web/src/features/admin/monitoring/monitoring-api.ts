import { ApiRoutes, monitoringSchema, type Monitoring } from '@storyloom/contracts';
import { callRoute, type ApiClient } from '../../../lib/api-client';

export async function loadMonitoring(api: ApiClient): Promise<Monitoring> {
  return monitoringSchema.parse(await callRoute(api, ApiRoutes.admin.monitoring));
}
