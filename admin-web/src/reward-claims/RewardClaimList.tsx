import { useState } from 'react';
import {
  BooleanInput,
  Button,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SelectArrayInput,
  SelectInput,
  TextField,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import { approveClaims, refusalOf } from './claim-commands';
import { CHECK_CHOICES, checkName, STATUS_CHOICES, UK_DATE_TIME, type RewardClaim } from './types';

const filters = [
  <SelectArrayInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <BooleanInput key="flagged" source="flagged" label="Flagged by a check" />,
  <SelectInput key="flag" source="flag" label="Flagged for" choices={CHECK_CHOICES} />,
];

/** Approves the selected claims that no check flagged; the server says why it left any others. */
function BulkApproveButton() {
  const { selectedIds } = useListContext<RewardClaim>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('reward-claims');
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      const { approved, skipped } = await approveClaims(selectedIds.map(String));
      const left = skipped.map((skip) => `${skip.id}: ${skip.reason}`).join(' ');
      notify(`${approved.length} approved.${skipped.length ? ` Left: ${left}` : ''}`, { type: skipped.length ? 'warning' : 'success', multiLine: true });
      unselectAll();
    } catch (error) {
      notify(refusalOf(error).message, { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return <Button label="Approve unflagged" onClick={approve} disabled={busy} />;
}

export function RewardClaimList() {
  return (
    <List filters={filters} filterDefaultValues={{ status: [10] }} sort={{ field: 'claimedAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={<BulkApproveButton />}>
        <TextField source="id" label="Claim" />
        <DateField source="claimedAt" label="Claimed" showTime {...UK_DATE_TIME} />
        <TextField source="brokerName" label="Broker" />
        <TextField source="orderId" label="Order" />
        <NumberField source="value" label="Value" locales="en-GB" options={{ style: 'currency', currency: 'GBP' }} sortBy="valuePence" />
        <TextField source="statusLabel" label="Status" sortBy="status" />
        <FunctionField<RewardClaim>
          label="Checks"
          sortable={false}
          render={(claim) => (claim.flags.length ? claim.flags.map(checkName).join(', ') : 'None flagged')}
        />
        <FunctionField<RewardClaim>
          label="Approvals"
          sortable={false}
          render={(claim) => (claim.needsTwoApprovals ? `${claim.approvals.length} of 2` : claim.approvals.length ? '1 of 1' : '')}
        />
      </Datagrid>
    </List>
  );
}
