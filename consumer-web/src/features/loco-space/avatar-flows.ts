// The account picture's workers (spec §3 `avatar`). They load with the account area (account-saga.ts).
import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { trackFlow } from '../../app/track-flow';
import { withIdToken } from '../auth/token-saga';
import type { AccountUser } from '../user/account-user';
import { accountLoaded } from '../user/user-slice';
import type { avatarUploadRequested } from './account-actions';
import { removeAvatar, uploadAvatar } from './account-calls';
import { ACCOUNT_MESSAGES, REMOVING_AVATAR, SAVING_AVATAR } from './flow-names';

/** The answer is the account with its new picture, which the header and the account page then show. */
export function* saveAvatar(action: ReturnType<typeof avatarUploadRequested>): SagaIterator {
  const file = action.meta.arg;
  yield call(
    trackFlow,
    SAVING_AVATAR,
    function* (): SagaIterator<void> {
      const user: AccountUser = yield call(withIdToken, (token: string) => uploadAvatar(token, file));
      yield put(accountLoaded(user));
    },
    { message: ACCOUNT_MESSAGES.avatarSaveFailed },
  );
}

export function* removeMyAvatar(): SagaIterator {
  yield call(
    trackFlow,
    REMOVING_AVATAR,
    function* (): SagaIterator<void> {
      const user: AccountUser = yield call(withIdToken, removeAvatar);
      yield put(accountLoaded(user));
    },
    { message: ACCOUNT_MESSAGES.avatarRemoveFailed },
  );
}
