import { renderHook } from '@testing-library/react';
import { usePageMeta } from './use-page-meta';

const description = () => document.head.querySelector('meta[name="description"]');
const canonical = () => document.head.querySelector('link[rel="canonical"]');

describe('usePageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = 'Lease Deals';
  });

  it('sets the title, description and canonical link, and removes what it added when the page goes away', () => {
    const page = renderHook(() => usePageMeta({ title: 'FAQs', description: 'Answers about leasing.', canonical: '/faqs' }));

    expect(document.title).toBe('FAQs · Lease Deals');
    expect(description()?.getAttribute('content')).toBe('Answers about leasing.');
    expect(canonical()?.getAttribute('href')).toBe('http://localhost/faqs');

    page.unmount();

    expect(document.title).toBe('Lease Deals');
    expect(description()).toBeNull();
    expect(canonical()).toBeNull();
  });

  it("updates the page's existing elements and puts their values back afterwards", () => {
    document.head.innerHTML = '<meta name="description" content="The site default."><link rel="canonical" href="https://www.example.co.uk/">';

    const page = renderHook(() =>
      usePageMeta({ title: 'Guides', description: 'Leasing guides.', canonical: 'https://www.example.co.uk/guides' }),
    );

    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description()?.getAttribute('content')).toBe('Leasing guides.');
    expect(canonical()?.getAttribute('href')).toBe('https://www.example.co.uk/guides');

    page.unmount();

    expect(description()?.getAttribute('content')).toBe('The site default.');
    expect(canonical()?.getAttribute('href')).toBe('https://www.example.co.uk/');
  });

  it('follows the page when its meta changes, and leaves the canonical link alone when it has none', () => {
    const page = renderHook((meta: { title: string; description: string }) => usePageMeta(meta), {
      initialProps: { title: 'One', description: 'First.' },
    });

    page.rerender({ title: 'Two', description: 'Second.' });

    expect(document.title).toBe('Two · Lease Deals');
    expect(description()?.getAttribute('content')).toBe('Second.');
    expect(canonical()).toBeNull();
    page.unmount();
    expect(document.title).toBe('Lease Deals');
  });
});
