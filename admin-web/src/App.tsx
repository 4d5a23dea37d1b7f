import { Admin, Resource } from 'react-admin';
import { authProvider } from './auth-provider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './data-provider';
import { deals } from './deals';
import { correlations, events, streams } from './history';
import { outbox } from './outbox';
import { projections } from './projections';
import { rewardClaims } from './reward-claims';

// react-admin routes with the URL hash (/admin/#/login), so the /admin/ prefix needs no router basename.
// No dark theme: the console's own panels are styled for the light one only.
export function App() {
  return (
    <Admin
      title="Lease Deals staff console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      dashboard={Dashboard}
      darkTheme={null}
      requireAuth
      disableTelemetry
    >
      <Resource name="reward-claims" {...rewardClaims} />
      <Resource name="deals" {...deals} />
      <Resource name="events" {...events} />
      <Resource name="streams" {...streams} />
      <Resource name="correlations" {...correlations} />
      <Resource name="outbox" {...outbox} />
      <Resource name="projections" {...projections} />
    </Admin>
  );
}
