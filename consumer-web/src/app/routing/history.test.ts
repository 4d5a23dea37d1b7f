import { createBrowserHistory, createMemoryHistory } from './history';

const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

describe("the browser's history", () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('gives each entry a key that back, forward and a reload find again', async () => {
    const history = createBrowserHistory();
    const moves: string[] = [];
    history.listen(() => moves.push(`${history.action} ${history.location.pathname}${history.location.search}`));

    history.push('/car-leasing/search?makes=bmw');
    const searchKey = history.location.key;
    history.push('/faqs#costs');
    expect(window.location.pathname + window.location.hash).toBe('/faqs#costs');

    const back = popped();
    window.history.back();
    await back;

    expect(moves).toEqual(['PUSH /car-leasing/search?makes=bmw', 'PUSH /faqs', 'POP /car-leasing/search?makes=bmw']);
    expect(history.location.key).toBe(searchKey);
    // A reload starts a new history object over the same entry.
    expect(createBrowserHistory().location.key).toBe(searchKey);
  });

  it('replaces the entry shown without adding one', () => {
    const history = createBrowserHistory();
    const before = window.history.length;
    history.replace('/locospace/account-details');
    expect(history.action).toBe('REPLACE');
    expect(window.history.length).toBe(before);
    expect(window.location.pathname).toBe('/locospace/account-details');
  });
});

describe('a history in memory', () => {
  it('starts at its last entry and moves as the browser would, going no further than its ends', () => {
    const history = createMemoryHistory(['/', '/faqs']);
    expect(history.location.pathname).toBe('/faqs');
    history.push('/blog?page=2');
    history.go(-5);
    expect([history.action, history.location.pathname]).toEqual(['POP', '/']);
    history.go(1);
    history.push('/guides');
    history.go(1);
    expect(history.location.pathname).toBe('/guides');
  });
});
