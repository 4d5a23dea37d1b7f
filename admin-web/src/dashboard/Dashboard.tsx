import { Title } from 'react-admin';
import { AnalyticsPanels } from '../analytics/AnalyticsPanels';
import { useApiVersion } from './use-api-version';
import './dashboard.css';

const AREAS = [
  { name: 'Event history', text: 'Every change to an enquiry, lead, user or supplier, in order, for auditors.' },
  { name: 'Projections', text: 'How far each read model has caught up with the event log, and a rebuild from the start.' },
  { name: 'Leads', text: 'Call-back requests and alternative leads, with their verification state.' },
  { name: 'Enquiries', text: 'Enquiries sent to suppliers and brokers, and what became of them.' },
  { name: 'Suppliers', text: 'Suppliers and brokers, their price feeds and when each feed last arrived.' },
  { name: 'Notifications outbox', text: 'Emails and text messages waiting, sent or failed.' },
] as const;

export function Dashboard() {
  const version = useApiVersion();
  return (
    <div className="dashboard">
      <Title title="Dashboard" />
      <section className="dashboard__card" aria-labelledby="dashboard-heading">
        <h1 id="dashboard-heading">Lease Deals staff console</h1>
        <p className="dashboard__version" aria-live="polite">
          {version.state === 'loaded' && <>API version <strong>{version.version}</strong></>}
          {version.state === 'loading' && 'Reading the API version…'}
          {version.state === 'failed' && 'The API version could not be read; the API may be down.'}
        </p>
        <p>
          This console is where staff look after the site. <a href="#/reward-claims">Reward claims</a> waiting for approval are in the menu; these
          areas will join them as they open:
        </p>
        <ul className="dashboard__areas">
          {AREAS.map((area) => (
            <li key={area.name}>
              <strong>{area.name}</strong>
              <span>{area.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <AnalyticsPanels />
    </div>
  );
}
