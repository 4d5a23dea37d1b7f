export { createOrm, migrateReadModels } from './database/orm';
export { batchLookups } from './database/lookup-batch';
export type { ApplyContext, Projector } from './runner/projector';
export type { Logger } from './runner/logger';
export { ProjectorRunner, type ProjectorHealth, type RunnerOptions } from './runner/projector-runner';
export { leaseHoldersSql } from './runner/leases';
export { projectionStatus, type ProjectionStatus } from './runner/status';
export { rebuildProjection, type RebuildProgress } from './runner/rebuild';
export { waitForProjections } from './runner/consistency';
export { readModelVersion } from './runner/checkpoints';
export { projectors, projectorNamed } from './registry';
export * from './newsletter/newsletter-queries';
export type { NewsletterSubscription, NewsletterSubscriptionStatus } from './newsletter/newsletter-subscription.entity';
export { findSupplierKey } from './suppliers/supplier-keys';
export { findSearchReference } from './search-references/search-references';
export { sponsoredDealId } from './search/sponsored-deal';
export { searchDeals, unknownCatalogueIds, type SearchOutcome, type DealRow, type SupplierSummary } from './search/search-deals';
export { aiVocabularyRows } from './ai-search/ai-vocabulary-rows';
export { brokers, brokerDealsForVehicle, type BrokerRow } from './deciding/broker-queries';
export { recommendationBase, betterSimilarDealIds, type RecommendationBase } from './deciding/recommendation-queries';
export { filterList, FILTER_LISTS, type FilterOption } from './search/filter-lists';
export { findVehicle, findDeal, findDealsWithVehicles, leaseProfileFor, availableProfilesOf, activeProfileOf, dealPriceHistory, type ProfileChoice } from './vehicles/vehicle-queries';
export { featuredDealIds, popularDealIds, trendingDeals, configuratorDealId, cheapestDealIds, findBySlugs } from './vehicles/discovery-queries';
export { ERASED, PersonErased, PersonVault, SealRejected, isSealed, personIdForEmail, type Sealed, type SealedFields } from './personal-data/person-vault';
export { leadsProjector } from './leads/leads-projector';
export { messageIdFor } from './leads/outbox-rows';
export { listEnquiries, findLead, leadWithContact, type EnquiryListItem, type LeadSummary, type LeadContact } from './leads/enquiry-queries';
export { usersProjector } from './accounts/users-projector';
export { findUserAccount, type UserAccount } from './accounts/user-queries';
export { accountSpaceProjector } from './account-space/account-space-projector';
export { listGarage, garageStandIn, type GarageRow } from './account-space/garage-queries';
export { listSavedSearches, findSavedSearch, countSearchDeals, catalogueNames, queriesFiledUnder, type SavedSearchRow, type QueryCandidate } from './account-space/saved-search-queries';
export { listPriceAlerts, findPriceAlert, dealsWatchedBy, cheapestWatched, alertsWithDrops, activeAlertsOn, type PriceAlertRow, type AlertCandidate } from './account-space/price-alert-queries';
export { probesFor, type ProbeVehicle } from './account-space/saved-search-anchors';
export { lastQueryNews, queryNewsBetween, recordQueryNews, searchesToTell, sweepQueryNews, type QueryNews, type QueryNewsToTell } from './account-space/saved-search-news';
export { readReactorCheckpoint, storeReactorCheckpoint, forgetReactorCheckpoint } from './database/reactor-checkpoints';
export { planInstantFlush, recordInstantFlush, sweepInstantGaps, type InstantFlushPlan } from './account-space/instant-news';
export { changedDeals, changedVehicles, vehicleMatchesInSql, alertContacts, type ChangedDeal, type ChangedVehicle, type AlertContact } from './account-space/match-queries';
export {
  findRewardBroker,
  findRewardClaim,
  fingerprintsOf,
  referralRewardsSince,
  referredFriends,
  referrerByCode,
  referrerOf,
  findRewardClaims,
  forgetRewardFingerprints,
  listRewardClaims,
  recordRewardFingerprint,
  REWARD_SORTS,
  rewardBrokers,
  rewardClaimFacts,
  rewardHistory,
  type RewardClaimRow,
  type RewardListQuery,
  type RewardSort,
} from './rewards/reward-queries';
export { rewardsProjector } from './rewards/rewards-projector';
export { findOutboxMessage, listOutbox, OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from './leads/outbox-queries';
export { referralCodeFor } from './rewards/referral-codes';
export { dealScoreParts, type DealScoreParts } from './catalogue/deal-score-parts';
export { historyProjector, categoryOf } from './history/history-projector';
export { occurredAt } from './runner/event-data';
export { poundsOf } from './history/event-summary';
export { correlationTrace, eventHistoryPage, type HistoryFilter, type HistoryRow } from './history/history-queries';
export { blueGreenRebuild, verifyProjection, shadowSchemaOf, type VerifyReport, type TableDifference } from './runner/blue-green';
export { analyticsProjector } from './analytics/analytics-projector';
export { ANALYTICS_SCHEMA } from './analytics/analytics-migration';
export { ANALYST_ROLE, grantAnalystAccess } from './analytics/analyst-role';
export { FUNNEL_STEPS, funnelByDay, funnelByGroup, leadsPerSupplier, searchesPerDay, topSearchedModels, type FunnelSteps, type DayRange } from './analytics/dashboard-queries';
