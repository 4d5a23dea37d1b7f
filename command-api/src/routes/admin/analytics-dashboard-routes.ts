import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { twoProportionTest, ukIsoDay } from '@lease/domain';
import { FUNNEL_STEPS, funnelByDay, funnelByGroup, leadsPerSupplier, searchesPerDay, topSearchedModels, type FunnelSteps } from '@lease/projections';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../plugins/api-error';

// The console's analytics dashboard (docs/analytics.md): the funnel by UK day and by experiment group (with a
// two-proportion test of each step between the groups), leads and deliveries per supplier, searches per day and
// the most searched models, for a period of UK days (the last 30 by default). The console exports each as CSV.

const MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const EXPERIMENT_GROUPS = ['control', 'explained'] as const;

/** 2026-02-30 parses (as 2 March) but is no day: the day must read back as written. */
const isCalendarDay = (text: string) => {
  const at = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === text;
};
const ukDayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A day is written YYYY-MM-DD' }).refine(isCalendarDay, { error: 'Not a day in the calendar' });
const bad = (field: string, message: string) => new ApiError(400, { type: 'validation', code: 'BAD_PERIOD', message, errors: { [field]: message } });

/** Each step's share of searchers in the explained group against control. */
function experimentTests(groups: ({ group: string } & FunnelSteps)[]) {
  const [control, explained] = EXPERIMENT_GROUPS.map((name) => groups.find((row) => row.group === name));
  if (!control || !explained) return [];
  return FUNNEL_STEPS.filter((step) => step !== 'searched').map((step) => ({
    step,
    control: { reached: control[step], searched: control.searched },
    explained: { reached: explained[step], searched: explained.searched },
    ...twoProportionTest({ successes: control[step], trials: control.searched }, { successes: explained[step], trials: explained.searched }),
  }));
}

export const analyticsDashboardRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/analytics',
      {
        schema: {
          tags: ['admin'],
          summary: 'The analytics dashboard for a period of UK days (from and to inclusive, YYYY-MM-DD; the last 30 days by default, at most 366).',
          querystring: z.object({ from: ukDayText.optional(), to: ukDayText.optional() }),
        },
      },
      async (request) => {
        const today = ukIsoDay(deps.clock());
        const to = request.query.to ?? today;
        const from = request.query.from ?? ukIsoDay(new Date(Date.parse(`${to}T12:00:00Z`) - 29 * DAY_MS));
        const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
        if (days < 1) throw bad('from', 'The period starts after it ends');
        if (days > MAX_DAYS) throw bad('from', `A period is at most ${MAX_DAYS} days`);
        const range = { from, to };
        const [byDay, byGroup, suppliers, searches, models] = await Promise.all([
          funnelByDay(deps.orm, range),
          funnelByGroup(deps.orm, range),
          leadsPerSupplier(deps.orm, range),
          searchesPerDay(deps.orm, range),
          topSearchedModels(deps.orm, range),
        ]);
        return { from, to, funnel: { byDay, byGroup, experiment: { name: 'deal-score-explainer', tests: experimentTests(byGroup) } }, suppliers, searches, models };
      },
    );
  };
