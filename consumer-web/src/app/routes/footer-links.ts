/** Spec §2 footer links, grouped the way visitors look for them. */
export const FOOTER_GROUPS = [
  {
    heading: 'Compare deals',
    links: [
      { href: '/car-leasing/search', label: 'Car lease deals' },
      { href: '/van-leasing/search', label: 'Van lease deals' },
      { href: '/electric-car-leasing', label: 'Electric car leasing' },
      { href: '/car-leasing/in-stock', label: 'In-stock cars' },
      { href: '/compare', label: 'Compare vehicles' },
      { href: '/brokers', label: 'Brokers compared' },
    ],
  },
  {
    heading: 'Leasing for you',
    links: [
      { href: '/personal-car-leasing', label: 'Personal car leasing' },
      { href: '/business-leasing', label: 'Business leasing' },
      { href: '/why-lease', label: 'Why lease?' },
    ],
  },
  {
    heading: 'Help and company',
    links: [
      { href: '/guides', label: 'Guides' },
      { href: '/faqs', label: 'FAQs' },
      { href: '/blog', label: 'Blog' },
      { href: '/careers', label: 'Careers' },
      { href: '/contact', label: 'Contact us' },
      { href: '/contact/advertising', label: 'Advertise with us' },
    ],
  },
] as const;
