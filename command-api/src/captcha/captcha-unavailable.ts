import { ApiError } from '../plugins/api-error';

/**
 * The provider could not give an answer (network failure, timeout, non-2xx, our own secret refused). That is
 * neither the visitor's fault nor a bug here, so the one error handler answers 503 and the visitor may retry; the
 * underlying failure stays on `reason` and `cause` for whoever logs it.
 */
export class CaptchaUnavailable extends ApiError {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(503, {
      type: 'unavailable',
      code: 'CAPTCHA_UNAVAILABLE',
      message: 'The captcha cannot be checked just now. Please try again in a moment.',
    });
    this.name = 'CaptchaUnavailable';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
