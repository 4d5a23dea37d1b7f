import { createAction } from '@reduxjs/toolkit';
import type { ConsentChoices } from './consent-banner';

/** The banner has loaded: the decision its cookie remembers, or null when the visitor has not decided yet. */
export const consentLoaded = createAction<ConsentChoices | null>('analytics/consentLoaded');
/** The visitor decided (accept all, reject all, or their own choice), now or again from Cookie settings. */
export const consentDecided = createAction<ConsentChoices>('analytics/consentDecided');
/** The footer's "Cookie settings" link. */
export const cookieSettingsRequested = createAction('analytics/cookieSettingsRequested');
