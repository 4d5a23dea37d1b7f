import { ERROR_CODES, VALIDATION_MESSAGES } from '@lease/domain';
import { ApiError } from '../plugins/api-error';

export const CAPTCHA_FIELD = 'g-recaptcha-response';

/** A captcha that was missing, wrong, spent or expired, named on its field with the spec's words. */
export const captchaRefused = (expired: boolean) =>
  new ApiError(expired ? 422 : 400, {
    type: 'validation',
    code: expired ? ERROR_CODES.CAPTCHA_HAS_EXPIRED : 'CAPTCHA_INVALID',
    message: VALIDATION_MESSAGES.captcha,
    errors: { [CAPTCHA_FIELD]: VALIDATION_MESSAGES.captcha },
  });
