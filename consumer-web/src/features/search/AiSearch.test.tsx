import '../../test-utils/polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AI_SEARCH_MESSAGES } from '@lease/domain';
import { renderAppAt } from '../../test-utils/render-routes';
import { searchAnswer } from '../../test-utils/deal-fixtures';
import { installFakeNetwork, type FakeNetwork, type RecordedRequest } from '../../test-utils/fake-fetch';

// The described search on the search page, with the network faked at fetch: what the site sends for each turn,
// and what it shows of the answer.

const READINGS = [
  { words: 'electric', says: 'fuel: Electric', fields: ['fuelTypes'] },
  { words: 'under £300 a month', says: 'monthly budget up to £300', fields: ['monthlyPaymentMax'] },
];

function aiAnswer(request: RecordedRequest) {
  const conversationId = request.query.get('conversationId')!;
  const turn = Number(request.query.get('turn'));
  const dropped = request.query.getAll('drop');
  const readings = turn === 1 ? READINGS : [];
  const query = request.query.get('query') ?? '';
  return {
    body: {
      ...searchAnswer({ vehicleTypes: [], fuelTypes: dropped.includes('fuelTypes') ? [] : [5], monthlyPaymentMax: 300 }),
      conversationId,
      turn,
      searchParameters: {},
      reasoningSummary: readings.map((reading) => `'${reading.words}' -> ${reading.says}`).join('; '),
      readings,
      unread: turn === 1 ? ['<b>now</b>'] : [],
      fallback: false,
      aiInteractionDetails: { conversationId, userQuery: query, reasoningSummary: '', turn, history: [] },
    },
  };
}

function renderAt(network: FakeNetwork, path: string) {
  network.on('GET', '/meta.json', { body: { version: '0.1.0' } }).on('GET', '/search/filters/manufacturers', { body: [] });
  return renderAppAt(path);
}

const aiRequests = (network: FakeNetwork) => network.requests.filter((request) => request.path === '/search/ai');

describe('the described search', () => {
  it('reads the words of ?ai=, shows the chips and the unread words as text, and removes a chip as the next turn', async () => {
    const network = installFakeNetwork().on('GET', '/search/ai', aiAnswer).on('GET', '/search/v2', { status: 500 });
    renderAt(network, `/car-leasing/search?ai=${encodeURIComponent('electric under £300 a month <b>now</b>')}`);
    await screen.findByRole('heading', { name: 'How we read “electric under £300 a month <b>now</b>”' });
    expect(screen.getByText('fuel: Electric')).toBeTruthy();
    expect(screen.getByText('Not used: “<b>now</b>”')).toBeTruthy();
    expect(document.querySelector('.ai-reading b')).toBeNull();
    const [first] = aiRequests(network);
    expect(first!.query.get('turn')).toBe('1');
    expect(first!.query.get('conversationId')).toMatch(/^[0-9a-f-]{36}$/);
    // The page's own default search is not run over the described one.
    expect(network.requests.some((request) => request.path === '/search/v2')).toBe(false);
    // The reading asks how it did, about this conversation and these words.
    const feedback = new URL(screen.getByRole('link', { name: 'Tell us how the AI search did' }).getAttribute('href')!, 'http://localhost');
    expect(feedback.pathname).toBe('/contact/ai-feedback');
    expect(feedback.searchParams.get('conversation')).toBe(first!.query.get('conversationId'));
    expect(feedback.searchParams.get('q')).toBe('electric under £300 a month <b>now</b>');

    fireEvent.click(screen.getByRole('button', { name: 'Edit monthly budget up to £300' }));
    expect((screen.getByLabelText('Refine your search') as HTMLInputElement).value).toBe('under £300 a month');

    fireEvent.click(screen.getByRole('button', { name: 'Remove fuel: Electric' }));
    await waitFor(() => expect(aiRequests(network)).toHaveLength(2));
    const second = aiRequests(network)[1]!;
    expect(second.query.get('conversationId')).toBe(first!.query.get('conversationId'));
    expect(second.query.get('turn')).toBe('2');
    expect(second.query.getAll('drop')).toEqual(['fuelTypes']);
    await screen.findByText('Nothing in that changed the search.');
  });

  it("says so when the AI search fails, in the product's words", async () => {
    const network = installFakeNetwork().on('GET', '/search/ai', { status: 500, body: { message: 'boom' } });
    renderAt(network, '/car-leasing/search?ai=electric');
    expect(await screen.findByText(AI_SEARCH_MESSAGES.searchFailed)).toBeTruthy();
  });

  it('back from a deal page, a described search is as the person left it: its refinements kept, its words not read again', async () => {
    const network = installFakeNetwork().on('GET', '/search/ai', aiAnswer).on('GET', /^\/deal/, { status: 404, body: { message: 'gone' } });
    const { router, store } = renderAt(network, `/car-leasing/search?ai=${encodeURIComponent('electric under £300 a month')}`);
    await screen.findByText('fuel: Electric');
    fireEvent.click(screen.getByRole('button', { name: 'Remove fuel: Electric' }));
    await waitFor(() => expect(aiRequests(network)).toHaveLength(2));
    await waitFor(() => expect(store.getState().search.request.fuelTypes).toEqual([]));

    await router.navigate('/car-leasing/volkswagen/golf/x/101/2-36-10000-9-1/10001010933/deal');
    await router.navigate(-1);
    await screen.findByRole('heading', { name: /^How we read/ });
    expect(aiRequests(network)).toHaveLength(2);
    expect(store.getState().search.request.fuelTypes).toEqual([]);
    expect(store.getState().search.ai.turn).toBe(2);
  });
});
