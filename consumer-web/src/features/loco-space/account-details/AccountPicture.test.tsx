import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVATAR_MESSAGES } from '@lease/domain';
import { deferredReply, installFakeNetwork } from '../../../test-utils/fake-fetch';
import { renderAppAt } from '../../../test-utils/render-routes';
import { sam, signedInUser } from '../../../test-utils/tokens';

// Spec §3 `avatar`: the account's picture, shown in the header and on the account page, chosen there (checked as
// the API checks it), and taken down.

const PICTURE = '/avatars/abcdefghijklmnopqrstuvwxyz012345.jpg';
const NEW_PICTURE = '/avatars/ZYXWVUTSRQPONMLKJIHGFEDCBA987654.jpg';
const siteHeader = () => document.querySelector<HTMLElement>('header.site-header')!;
const headerPicture = () => within(siteHeader()).queryByRole('link', { name: /your account/ })?.querySelector('img') ?? null;
const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('the account picture', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the account’s picture in the header and on the account page, its size fixed before it loads', async () => {
    installFakeNetwork().on('GET', '/user/details', { body: { ...sam, avatar: PICTURE } });
    renderAppAt('/locospace/account-details', { ...signedInUser(Date.now()), firstName: 'Sam', userName: 'Sam' });

    await waitFor(() => expect(headerPicture()?.getAttribute('src')).toBe(PICTURE));
    expect(headerPicture()).toMatchObject({ width: 28, height: 28, alt: '' });
    const section = screen.getByRole('region', { name: 'Your picture' });
    expect(section.querySelector('img')?.getAttribute('src')).toBe(PICTURE);
    expect(within(section).getByLabelText('Choose a new picture')).toBeTruthy();
  });

  it('sends a chosen PNG as itself with the id token, and shows the saved picture in the header at once', async () => {
    const reply = deferredReply();
    const network = installFakeNetwork().on('GET', '/user/details', { body: sam }).on('PUT', '/user/avatar', reply.handler);
    const user = userEvent.setup({ delay: null });
    const signedIn = signedInUser(Date.now());
    const { store } = renderAppAt('/locospace/account-details', { ...signedIn, firstName: 'Sam', userName: 'Sam' });
    const input = await screen.findByLabelText('Choose a picture');
    expect(headerPicture()).toBeNull();

    await user.upload(input, file('me.png', 'image/png'));
    expect(await screen.findByText('Saving your picture…')).toBeTruthy();
    const [put] = network.requests.filter((request) => request.method === 'PUT');
    expect(put?.headers).toMatchObject({ 'Content-Type': 'image/png', Authorization: `Bearer ${signedIn.idToken}` });
    await act(async () => reply.release({ body: { ...sam, avatar: NEW_PICTURE } }));

    await waitFor(() => expect(headerPicture()?.getAttribute('src')).toBe(NEW_PICTURE));
    expect(store.getState().user.avatar).toBe(NEW_PICTURE);
    expect(screen.getByLabelText('Choose a new picture')).toBeTruthy();
  });

  it('says what is wrong with a file of the wrong kind or over 2 MB, naming the field, and sends nothing', async () => {
    const network = installFakeNetwork().on('GET', '/user/details', { body: sam });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderAppAt('/locospace/account-details', signedInUser(Date.now()));
    const input = await screen.findByLabelText('Choose a picture');

    await user.upload(input, file('me.gif', 'image/gif'));
    expect((await screen.findByText(AVATAR_MESSAGES.wrongType)).id).toBe('account-avatar-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.upload(input, file('huge.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('Your picture must be 2 MB or smaller.')).toBeTruthy();
    expect(network.requests.filter((request) => request.path === '/user/avatar')).toHaveLength(0);
  });

  it('shows the API’s refusal beside the field, and the spec-style message when saving fails', async () => {
    let calls = 0;
    installFakeNetwork()
      .on('GET', '/user/details', { body: sam })
      .on('PUT', '/user/avatar', () =>
        ++calls === 1
          ? { status: 400, body: { type: 'validation', code: 'AVATAR_UNREADABLE', message: AVATAR_MESSAGES.unreadable, errors: { avatar: AVATAR_MESSAGES.unreadable } } }
          : { status: 500, body: { code: 'INTERNAL_ERROR' } },
      );
    const user = userEvent.setup({ delay: null });
    renderAppAt('/locospace/account-details', signedInUser(Date.now()));
    const input = await screen.findByLabelText('Choose a picture');

    await user.upload(input, file('broken.png', 'image/png'));
    expect(await screen.findByText(AVATAR_MESSAGES.unreadable)).toBeTruthy();
    await user.upload(input, file('fine.png', 'image/png'));
    expect(await screen.findByText('There has been an issue saving your picture. Please try again later.')).toBeTruthy();
  });

  it('takes the picture down on request', async () => {
    const network = installFakeNetwork()
      .on('GET', '/user/details', { body: { ...sam, avatar: PICTURE } })
      .on('DELETE', '/user/avatar', { body: { ...sam, avatar: null } });
    const user = userEvent.setup({ delay: null });
    renderAppAt('/locospace/account-details', { ...signedInUser(Date.now()), firstName: 'Sam', userName: 'Sam' });
    await waitFor(() => expect(headerPicture()).not.toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove my picture' }));
    await waitFor(() => expect(headerPicture()).toBeNull());
    expect(network.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove my picture' })).toBeNull();
  });
});
