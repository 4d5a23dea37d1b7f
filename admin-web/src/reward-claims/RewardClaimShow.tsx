import { DateField, FunctionField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { DecisionButtons } from './DecisionButtons';
import { checkName, ukDateTime, type RewardClaim } from './types';
import './reward-claims.css';


function Checks() {
  const claim = useRecordContext<RewardClaim>();
  if (!claim) return null;
  return (
    <ul className="claim-checks" aria-label="Automatic checks">
      {claim.checks.map((check) => (
        <li key={check.check} className={check.flagged ? 'claim-checks__flagged' : 'claim-checks__clear'}>
          <strong>{check.flagged ? 'Flagged' : 'Clear'}: {checkName(check.check)}.</strong> {check.reason}
        </li>
      ))}
    </ul>
  );
}

function PersonsActivity() {
  const claim = useRecordContext<RewardClaim>();
  if (!claim) return null;
  return (
    <div className="claim-person">
      <h3>The person&apos;s other claims</h3>
      {claim.otherClaims?.length ? (
        <ul>
          {claim.otherClaims.map((other) => (
            <li key={other.id}>
              <a href={`#/reward-claims/${encodeURIComponent(other.id)}/show`}>{other.id}</a> · {other.brokerName} · order {other.orderId} · {other.statusLabel} · {ukDateTime(other.claimedAt)}
            </li>
          ))}
        </ul>
      ) : (
        <p>None.</p>
      )}
      <h3>Enquiries they sent through the site</h3>
      {claim.enquiries?.length ? (
        <ul>
          {claim.enquiries.map((enquiry) => (
            <li key={enquiry.enquiryReference}>
              {enquiry.enquiryReference} · {enquiry.supplierName} · {enquiry.vehicle} · £{enquiry.monthly.toFixed(2)} a month · {ukDateTime(enquiry.sentAt)}
            </li>
          ))}
        </ul>
      ) : (
        <p>None.</p>
      )}
    </div>
  );
}

function History() {
  const claim = useRecordContext<RewardClaim>();
  if (!claim?.history) return null;
  return (
    <table className="claim-history">
      <caption>The claim&apos;s events, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">When</th>
          <th scope="col">Event</th>
          <th scope="col">By</th>
          <th scope="col">Data</th>
        </tr>
      </thead>
      <tbody>
        {claim.history.map((event) => (
          <tr key={event.revision}>
            <td>{event.revision}</td>
            <td>{ukDateTime(event.at)}</td>
            <td>{event.type}</td>
            <td>{event.actor}</td>
            <td>
              <code>{JSON.stringify(event.data)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RewardClaimShow() {
  return (
    <Show actions={<TopToolbar><DecisionButtons /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="id" label="Claim" />
        <TextField source="statusLabel" label="Status" />
        <TextField source="brokerName" label="Broker" />
        <TextField source="orderId" label="Order" />
        <TextField source="promoCode" label="Promotional code" emptyText="None" />
        <NumberField source="value" label="Value" locales="en-GB" options={{ style: 'currency', currency: 'GBP' }} />
        <FunctionField<RewardClaim>
          label="Approval"
          render={(claim) =>
            claim.needsTwoApprovals ? `Needs two staff members (${claim.approvals.length} of 2 so far)` : `One staff member (${claim.approvals.length} of 1)`
          }
        />
        <TextField source="declineReason" label="Declined because" emptyText="—" />
        <DateField source="claimedAt" label="Claimed" showTime locales="en-GB" options={{ timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' }} />
        <TextField source="userId" label="Person (account id)" />
        <FunctionField label="Checks" render={() => <Checks />} />
        <FunctionField label="The person" render={() => <PersonsActivity />} />
        <FunctionField label="History" render={() => <History />} />
      </SimpleShowLayout>
    </Show>
  );
}
