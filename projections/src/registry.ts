import { catalogueProjector } from './catalogue/catalogue-projector';
import { newsletterProjector } from './newsletter/newsletter-projector';
import { supplierKeysProjector } from './suppliers/supplier-keys';
import { searchReferencesProjector } from './search-references/search-references';
import { leadsProjector } from './leads/leads-projector';
import { usersProjector } from './accounts/users-projector';
import { accountSpaceProjector } from './account-space/account-space-projector';
import { rewardsProjector } from './rewards/rewards-projector';
import { historyProjector } from './history/history-projector';
import { analyticsProjector } from './analytics/analytics-projector';
import type { Projector } from './runner/projector';

/** Every read model's projector. The runner, the status command and rebuilds work from this list. */
export const projectors: readonly Projector[] = [
  newsletterProjector,
  catalogueProjector,
  supplierKeysProjector,
  searchReferencesProjector,
  leadsProjector,
  usersProjector,
  accountSpaceProjector,
  rewardsProjector,
  historyProjector,
  analyticsProjector,
];

export function projectorNamed(name: string): Projector | undefined {
  return projectors.find((projector) => projector.name === name);
}
