import { type ChangeEvent, useState } from 'react';
import { avatarFileProblem } from '@lease/domain';
import { useFlow } from '../../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { describedBy, fieldClass } from '../../../ui/field-parts';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { selectAvatar, selectUserName } from '../../user/user-slice';
import { avatarRemoveRequested, avatarUploadRequested } from '../account-actions';
import { REMOVING_AVATAR, SAVING_AVATAR } from '../flow-names';
import '../../../ui/field.css';

const INPUT_ID = 'account-avatar';
const HINT = 'A PNG or JPEG image of up to 2 MB. We show it as a small square.';

/**
 * Spec §3 `avatar`: the account's picture, from Google or Facebook or chosen here. A chosen file is checked as the
 * API checks it and sent at once; the header shows the new picture as soon as it is saved.
 */
export function AccountPicture() {
  const dispatch = useAppDispatch();
  const avatar = useAppSelector(selectAvatar);
  const name = useAppSelector(selectUserName);
  const saving = useFlow(SAVING_AVATAR);
  const removing = useFlow(REMOVING_AVATAR);
  const [chosenProblem, setChosenProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    setChosenProblem(problem);
    if (!problem) dispatch(avatarUploadRequested(file));
  };

  const busy = saving.sending || removing.sending;
  const error = chosenProblem ?? (saving.sending ? undefined : (saving.failure?.errors?.avatar ?? saving.failure?.message));
  return (
    <section className="account-picture" aria-labelledby="account-picture-heading">
      <h2 id="account-picture-heading">Your picture</h2>
      <div className="account-picture__row">
        <Avatar src={avatar} name={name} size={96} />
        <div className={fieldClass(error)}>
          <label className="field__label" htmlFor={INPUT_ID}>
            {avatar ? 'Choose a new picture' : 'Choose a picture'}
          </label>
          <p className="field__hint" id={`${INPUT_ID}-hint`}>
            {HINT}
          </p>
          <input id={INPUT_ID} type="file" accept="image/png,image/jpeg" onChange={choose} disabled={busy} {...describedBy(INPUT_ID, HINT, error)} />
          {error && (
            <p className="field__error" id={`${INPUT_ID}-error`}>
              {error}
            </p>
          )}
        </div>
      </div>
      {avatar && (
        <div className="form-actions">
          <Button type="button" variant="ghost" disabled={busy} busy={removing.sending} onClick={() => dispatch(avatarRemoveRequested())}>
            {removing.sending ? 'Removing…' : 'Remove my picture'}
          </Button>
        </div>
      )}
      {removing.failure && !removing.sending && (
        <p className="form-alert" role="alert">
          {removing.failure.message}
        </p>
      )}
      <p className="form-status" role="status" aria-live="polite">
        {saving.sending ? 'Saving your picture…' : ''}
      </p>
    </section>
  );
}
