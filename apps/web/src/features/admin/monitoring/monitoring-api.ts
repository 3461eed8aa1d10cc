import { monitoringSchema, type Monitoring } from '@storyloom/contracts';
import type { ApiClient } from '../../../lib/api-client';

export async function loadMonitoring(api: ApiClient): Promise<Monitoring> {
  return monitoringSchema.parse(await api.request<unknown>('/api/DevOps/monitoring'));
}
