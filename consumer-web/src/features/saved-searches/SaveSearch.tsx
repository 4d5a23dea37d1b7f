import { type FormEvent, useId, useState } from 'react';
import { useLocation } from '../../app/routing/router';
import { Link } from '../../ui/Link';
import { useFlow } from '../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { selectIsAuthenticated, signInRequired } from '../user/user-slice';
import { searchSaveRequested } from './saved-search-actions';
import { SAVING_SEARCH } from './flow-names';
import './saved-searches.css';

/** docs/account-space.md: a saved search's name is 1 to 50 characters. */
const NAME_MAX = 50;

/**
 * "Save this search" on a search page: the search as built, under a name if one is typed, into the account's
 * saved searches. A visitor is asked to sign in first. Changing the search makes it unsaved again (search slice).
 */
export function SaveSearch() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const saved = useAppSelector((state) => state.search.isSearchSaved);
  const saving = useFlow(SAVING_SEARCH);
  const { pathname, search } = useLocation();
  const [name, setName] = useState('');
  const nameId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) dispatch(signInRequired({ redirectUrl: `${pathname}${search}` }));
    else dispatch(searchSaveRequested({ name }));
  };

  if (saved) {
    return (
      <p className="save-search" role="status">
        Search saved. <Link to="/locospace/saved-searches">Your saved searches</Link>
      </p>
    );
  }
  return (
    <form className="save-search" onSubmit={submit} noValidate aria-label="Save this search">
      {signedIn && (
        <TextField
          id={nameId}
          label="Name this search"
          optional
          maxLength={NAME_MAX}
          value={name}
          error={saving.failure?.errors?.name}
          onChange={(event) => setName(event.target.value)}
        />
      )}
      <Button type="submit" variant="ghost" disabled={saving.sending} busy={saving.sending}>
        Save this search
      </Button>
      {saving.failure && !saving.sending && (
        <p className="form-alert" role="alert">
          {saving.failure.message}
        </p>
      )}
    </form>
  );
}
