import '../test-utils/polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from '../app/routing/router';
import { Link, NavLink } from './Link';

function Where() {
  const location = useLocation();
  const how = useNavigationType();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Shown">{location.pathname + location.search}</output>
      <output aria-label="Reached by">{how}</output>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

const shown = () => screen.getByLabelText('Shown').textContent;

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <nav>{links}</nav>
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('points at its page and moves there in the app on a plain click', () => {
    renderAt('/', <Link to="/car-leasing/search?makes=bmw">BMW deals</Link>);
    const link = screen.getByRole('link', { name: 'BMW deals' });
    expect(link.getAttribute('href')).toBe('/car-leasing/search?makes=bmw');

    fireEvent.click(link);

    expect(shown()).toBe('/car-leasing/search?makes=bmw');
  });

  it('replaces the entry shown when it leads to the address already shown, so Back leaves the page', () => {
    render(
      <MemoryRouter initialEntries={['/', '/faqs']}>
        <Link to="/faqs">FAQs</Link>
        <Where />
      </MemoryRouter>,
    );

    fireEvent.click(screen.getByRole('link', { name: 'FAQs' }));
    expect([shown(), screen.getByLabelText('Reached by').textContent]).toEqual(['/faqs', 'REPLACE']);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect([shown(), screen.getByLabelText('Reached by').textContent]).toEqual(['/', 'POP']);
  });

  it('leaves a click with a modifier key, or one its own handler took, to the browser', () => {
    const taken = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <>
        <Link to="/deals">Deals</Link>
        <Link to="/faqs" onClick={taken}>
          FAQs
        </Link>
      </>,
    );

    const newTab = fireEvent.click(screen.getByRole('link', { name: 'Deals' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'FAQs' }));

    expect(newTab).toBe(true); // not prevented: the browser opens its own tab
    expect(taken).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('/');
  });

  it('lets the browser load the page itself when asked to reload the document', () => {
    renderAt(
      '/broken',
      <Link to="/" reloadDocument>
        Home
      </Link>,
    );

    const followed = fireEvent.click(screen.getByRole('link', { name: 'Home' }));

    expect(followed).toBe(true);
    expect(shown()).toBe('/broken');
  });
});

describe('NavLink', () => {
  const menu = (
    <>
      <NavLink to="/">Home</NavLink>
      <NavLink to="/locospace/price-alerts">Price alerts</NavLink>
      <NavLink to="/locospace/price">Price</NavLink>
      <NavLink to="/locospace/saved-searches">Saved searches</NavLink>
    </>
  );
  const current = () => screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);

  // Its own page, a page below it, a trailing slash and another case (the routes match paths whatever their case);
  // the home link on home only.
  it.each([
    ['/locospace/price-alerts/expired', 'Price alerts'],
    ['/locospace/price-alerts', 'Price alerts'],
    ['/LocoSpace/Saved-Searches/', 'Saved searches'],
    ['/locospace/price', 'Price'],
    ['/', 'Home'],
  ])('marks itself as the current page at %s, and no other link does', (path, expected) => {
    renderAt(path, menu);
    expect(current()).toEqual([expected]);
  });
});
