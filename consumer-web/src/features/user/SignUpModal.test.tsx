import { act, fireEvent, screen } from '@testing-library/react';
import { appStarted } from '../../app/app-started';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderWithStore } from '../../test-utils/render-app';
import { SignUpModal } from './SignUpModal';

/** A visitor arriving from a social sign-up link, with the modal rendered as the layout does. */
function arriveFromSocialSignUp() {
  window.history.replaceState(null, '', '/?social-sign-up=true');
  const view = renderWithStore(
    <>
      <button>Before</button>
      <SignUpModal />
    </>,
  );
  screen.getByRole('button', { name: 'Before' }).focus();
  act(() => {
    view.store.dispatch(appStarted());
  });
  return view;
}

describe('sign-up modal', () => {
  beforeEach(() => {
    window.localStorage.clear();
    installFakeNetwork();
  });

  it('opens from a social sign-up link as a labelled dialog holding the focus, and offers deal alerts', () => {
    arriveFromSocialSignUp();

    const dialog = screen.getByRole('dialog', { name: 'Create your account' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByRole('link', { name: 'Get deal alerts' }).getAttribute('href')).toBe('/#newsletter');
    expect(window.location.search).toBe('');
  });

  it('closes with its close button and gives the focus back', () => {
    const { store } = arriveFromSocialSignUp();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().user.signUpModalStep).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
  });

  it('closes with Escape', () => {
    arriveFromSocialSignUp();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab within the dialog', () => {
    arriveFromSocialSignUp();
    const notNow = screen.getByRole('button', { name: 'Not now' });
    notNow.focus();

    fireEvent.keyDown(notNow, { key: 'Tab' });

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
