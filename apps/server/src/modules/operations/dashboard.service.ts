import {
  DASHBOARD_PERIODS,
  JOB_RUN_STATES,
  type Dashboard,
  type DashboardPeriod,
} from '@storyloom/contracts';
import type { OperationsDeps } from './operations-deps.js';
import {
  creditTotals,
  errorFigures,
  familyCounts,
  jobFigures,
  madeCounts,
  providerFailures,
} from './dashboard.repository.js';

const HOUR_MS = 3_600_000;

/** The admin index's figures over a period ending now. */
export async function dashboardFor(
  { config, platform, plans }: OperationsDeps,
  period: DashboardPeriod,
): Promise<Dashboard> {
  const { db } = platform.database;
  const since = new Date(Date.now() - DASHBOARD_PERIODS[period] * HOUR_MS);
  // One after the other: PGlite runs one query at a time anyway, and a server's pool is shared.
  const families = await familyCounts(db, since);
  const made = await madeCounts(db, since);
  const credits = await creditTotals(db, since);
  const jobs = await jobFigures(db, since);
  const errors = await errorFigures(db, since);
  const failures = await providerFailures(db, since);
  const { systemCosts } = await plans.systemConfiguration.getCurrent();
  const perMinute = systemCosts.creditsPerMinuteOfCall;
  const providers = {
    text: config.ai.text.provider,
    image: config.ai.image.provider,
    speech: config.ai.speech?.provider ?? 'offline',
    music: config.ai.music?.provider ?? 'offline',
  };
  return {
    period,
    sinceUtcEpoch: since.getTime(),
    families: {
      total: families.total,
      new: families.new,
      activeToday: families.active_today,
      activeThisWeek: families.active_week,
    },
    made: {
      stories: made.stories,
      works: made.works,
      chatTurns: made.chat_turns,
      callMinutes: perMinute > 0 ? made.call_credits / perMinute : 0,
    },
    credits,
    jobs: {
      byState: Object.fromEntries(
        JOB_RUN_STATES.map((state) => [state, jobs.byState[state] ?? 0]),
      ) as Dashboard['jobs']['byState'],
      oldestWaitingUtcEpoch: jobs.oldestWaiting?.getTime() ?? null,
    },
    errors: {
      reported: errors.reported,
      requests: errors.requests,
      failedRequests: errors.failed,
      rate: errors.requests > 0 ? errors.failed / errors.requests : 0,
    },
    liveConnections: platform.live.subscriberCount(),
    providers: (Object.keys(providers) as (keyof typeof providers)[]).map((capability) => ({
      capability,
      provider: providers[capability],
      recentFailures: failures[capability] ?? 0,
    })),
  };
}
