import { contentUrlForPage } from './content-addresses';

describe('the content answer each page of the site is made from', () => {
  it.each([
    ['/faqs', '/faqs/list/articles'],
    ['/guides', '/page-content/list?type=guide'],
    ['/guides/lease-costs-explained', '/page-content?type=guide&slug=lease-costs-explained'],
    ['/blog/', '/page-content/list?type=blog'],
    ['/blog/price-history-on-every-deal', '/page-content?type=blog&slug=price-history-on-every-deal'],
    ['/careers', '/careers'],
    ['/why-lease', '/page-content?type=page&slug=why-lease'],
    ['/reviews', '/testimonials'],
  ])('%s is made from %s', (page, url) => expect(contentUrlForPage(page)).toBe(url));

  it.each(['/', '/car-leasing/search', '/guides/Not_A_Slug', '/guides/a/b', '/faqsx'])('%s has none', (page) => expect(contentUrlForPage(page)).toBeNull());
});
