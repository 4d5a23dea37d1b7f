// Public surface of @lease/domain: pure code shared by the API, the projections and both web apps.

export * from './newsletter/options';

// Spec rules (§5 validation, §8 errors, §9 constants):
