import { ERROR_CODES } from '@lease/domain';

// Loader and error keys of the flows (spec §8 "Error codes").
export const SENDING_ENQUIRY = ERROR_CODES.SENDING_ENQUIRY;
export const SENDING_CALL_BACK = ERROR_CODES.SENDING_CALL_BACK;
export const SENDING_ALTERNATIVE_LEAD = ERROR_CODES.SENDING_ALTERNATIVE_LEAD;
/** Sending the code the person typed, to verify the lead. */
export const SENDING_LEAD_VERIFICATION_CODE = ERROR_CODES.SENDING_LEAD_VERIFICATION_CODE;
/** Asking for a new code. The spec names no code for it; it needs its own loader so both buttons can be busy apart. */
export const RESENDING_LEAD_VERIFICATION_CODE = 'RESENDING_LEAD_VERIFICATION_CODE';

/** The flows of one lead, whose errors a new lead starts without. */
export const LEAD_FLOWS = [SENDING_CALL_BACK, SENDING_ALTERNATIVE_LEAD, SENDING_LEAD_VERIFICATION_CODE, RESENDING_LEAD_VERIFICATION_CODE] as const;
