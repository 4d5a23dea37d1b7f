import { Layout, useAuthenticated } from 'react-admin';
import { Dashboard } from './Dashboard';

/**
 * react-admin renders `ready` instead of its routes while no <Resource> is declared, and it does so before
 * any auth check. This keeps the console behind the login page and shows the dashboard in the usual layout
 * until the first resource arrives, after which <Admin dashboard> takes over on its own.
 */
export function ConsoleWithoutResources() {
  const { isPending, authenticated } = useAuthenticated();
  if (isPending || !authenticated) return null;
  return (
    <Layout>
      <Dashboard />
    </Layout>
  );
}
