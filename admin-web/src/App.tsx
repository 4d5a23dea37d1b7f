import { Admin } from 'react-admin';
import { authProvider } from './auth-provider';
import { ConsoleWithoutResources } from './dashboard/ConsoleWithoutResources';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './data-provider';

// react-admin routes with the URL hash (/admin/#/login), so the /admin/ prefix needs no router basename.
// No dark theme: the console's own panels are styled for the light one only.
export function App() {
  return (
    <Admin
      title="Lease Deals staff console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      dashboard={Dashboard}
      ready={ConsoleWithoutResources}
      darkTheme={null}
      requireAuth
      disableTelemetry
    />
  );
}
