/** GET /admin/api/analytics (command-api/src/routes/admin/analytics-dashboard-routes.ts). */
export interface FunnelRow {
  day?: string;
  group?: string;
  searched: number;
  viewed: number;
  enquired: number;
  verified: number;
  delivered: number;
  rewarded: number;
}

export interface ExperimentTest {
  step: string;
  control: { reached: number; searched: number };
  explained: { reached: number; searched: number };
  difference: number;
  z: number | null;
  pValue: number | null;
  significant: boolean;
}

export interface AnalyticsDashboard {
  from: string;
  to: string;
  funnel: { byDay: FunnelRow[]; byGroup: FunnelRow[]; experiment: { name: string; tests: ExperimentTest[] } };
  suppliers: { supplierId: number; supplier: string | null; enquiries: number; verified: number; delivered: number; failedAttempts: number; medianMinutesToDeliver: number | null }[];
  searches: { day: string; searches: number; visitors: number; foundNothing: number }[];
  models: { manufacturer: string; range: string; searches: number }[];
}
