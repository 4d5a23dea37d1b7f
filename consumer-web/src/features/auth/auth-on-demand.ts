// What loads when the authentication modal first opens: the modal with its steps, and the workers that send
// them. One module, so both arrive as one chunk (AuthModalSlot and auth-saga import it lazily).
export { AuthModal } from './AuthModal';
export { registerAccount, requestPasswordReset, resendCode, saveMobileNumber, setNewPassword, signIn, startSocialSignIn, verifyCode } from './auth-flows';
