import '../../test-utils/polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SiteBanner, SiteHeader } from './SiteHeader';

describe('header banner', () => {
  it.each(['default', 'halloween', 'black-friday', 'christmas'] as const)('has a style of its own for the %s theme', (theme) => {
    const { container } = render(<SiteBanner theme={theme} />);

    expect(container.firstElementChild?.className).toBe(`site-banner site-banner--${theme}`);
  });

  it('takes its theme from the UK date', () => {
    render(
      <MemoryRouter>
        <SiteHeader now={new Date('2025-12-10T12:00:00Z')} />
      </MemoryRouter>,
    );

    expect(screen.getByText(/^Christmas deals/).closest('.site-banner')?.className).toContain('site-banner--christmas');
  });
});
