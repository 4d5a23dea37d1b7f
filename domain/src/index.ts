// Public surface of @lease/domain: pure code shared by the API, the projections and both web apps.

export * from './newsletter/options';
export * from './newsletter/commands';
export * from './newsletter/events';
export * from './newsletter/decide';
export * from './catalogue/reference-data';
export * from './catalogue/vehicle-events';
export * from './catalogue/vehicle-decider';
export * from './catalogue/supplier-events';
export * from './catalogue/supplier-decider';
export * from './catalogue/price-feed-events';
export * from './catalogue/price-feed-decider';
export * from './catalogue/deal-identity';
export * from './catalogue/feed-format';
export * from './search/search-params';
export * from './search/search-reference';
export * from './events/define-event';
export * from './events/decider';
export * from './events/catalogue';
export * from './events/catalogue-docs';

// Spec rules (§5 validation, §8 errors, §9 constants):
export * from './rules/validation-messages';
export * from './rules/phone';
export * from './rules/postcode';
export * from './rules/field-schemas';
export * from './rules/error-codes';
export * from './rules/product-messages';
export * from './rules/api-client-errors';
export * from './rules/money';
export * from './rules/price-limits';
export * from './rules/lease-options';
export * from './rules/labels';
export * from './rules/deal-score';
export * from './rules/search-codes';
export * from './rules/account-codes';
export * from './rules/timings';
export * from './rules/consent';
export * from './rules/currency';
export * from './rules/site-constants';
export * from './rules/vehicle-units';
