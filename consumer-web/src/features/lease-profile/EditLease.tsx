import { useId } from 'react';
import { mileageLabel, stockStatusLabel, termLabel } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { failureOf, selectErrorEntry } from '../error/error-slice';
import { selectIsLoading } from '../loader/loader-slice';
import { FieldShell } from '../../ui/FieldShell';
import { FETCHING_LEASE_PROFILE_PRICES, leaseProfileEdited } from './lease-profile-saga';
import type { ActiveProfile } from './lease-profile-slice';
import './edit-lease.css';

type Part = Exclude<keyof ActiveProfile, 'vehicleId'>;

const PARTS: ReadonlyArray<{ part: Part; label: string; available: 'availableLeaseTypes' | 'availableTerms' | 'availableMileages' | 'availableInitialPaymentInMonths' | 'availableStockStatus'; name: (value: number) => string }> = [
  { part: 'leaseType', label: 'Lease type', available: 'availableLeaseTypes', name: (value) => (value === 1 ? 'Personal (VAT included)' : 'Business (excluding VAT)') },
  { part: 'term', label: 'Contract length', available: 'availableTerms', name: (value) => `${termLabel(value)} (${value} months)` },
  { part: 'mileage', label: 'Annual mileage', available: 'availableMileages', name: (value) => `${mileageLabel(value)} miles a year` },
  { part: 'initialPaymentInMonths', label: 'Initial payment', available: 'availableInitialPaymentInMonths', name: (value) => `${value} ${value === 1 ? 'month' : 'months'} upfront` },
  { part: 'stockStatus', label: 'Availability', available: 'availableStockStatus', name: stockStatusLabel },
];

/**
 * Edit lease (spec §2): each part of the lease profile offers only what the vehicle is offered on; choosing one
 * loads the matching deal (the nearest one offered when that exact profile is not).
 */
export function EditLease({ followDeal }: { followDeal: boolean }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const { availableProfiles, activeProfile } = useAppSelector((state) => state.leaseProfile);
  const loading = useAppSelector((state) => selectIsLoading(state, FETCHING_LEASE_PROFILE_PRICES));
  const failure = failureOf(useAppSelector((state) => selectErrorEntry(state, FETCHING_LEASE_PROFILE_PRICES)));
  if (!activeProfile) return null;

  return (
    <section className="edit-lease" aria-labelledby={`${id}-heading`} aria-busy={loading}>
      <h2 id={`${id}-heading`}>Edit lease</h2>
      <div className="edit-lease__fields">
        {PARTS.map(({ part, label, available, name }) => {
          const values = [...new Set([...availableProfiles[available], activeProfile[part]])].sort((a, b) => a - b);
          return (
            <FieldShell key={part} id={`${id}-${part}`} label={label}>
              <select
                id={`${id}-${part}`}
                className="field__control"
                value={activeProfile[part]}
                disabled={values.length < 2}
                onChange={(event) => dispatch(leaseProfileEdited({ change: { [part]: Number(event.target.value) }, followDeal }))}
              >
                {values.map((value) => (
                  <option key={value} value={value}>
                    {name(value)}
                  </option>
                ))}
              </select>
            </FieldShell>
          );
        })}
      </div>
      {failure && (
        <p className="edit-lease__error" role="alert">
          {failure.message}
        </p>
      )}
    </section>
  );
}
