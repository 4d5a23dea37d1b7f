import { bullets, link, p, type Block } from './content-types';
import { DEAL_SCORE_GUIDE_PATH } from './content-paths';

export interface Faq {
  question: string;
  answer: readonly Block[];
}

export interface FaqGroup {
  /** The fragment the group's heading can be linked to, as /faqs#id. */
  id: string;
  heading: string;
  questions: readonly Faq[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'leasing-basics',
    heading: 'Leasing basics',
    questions: [
      {
        question: 'What is car leasing?',
        answer: [
          p(
            'Leasing, or contract hire, is a long-term rental of a new vehicle. You pay an initial rental and then a fixed monthly rental for an agreed term, usually two to four years, and an agreed annual mileage. At the end you hand the vehicle back. A finance company owns it throughout.',
          ),
        ],
      },
      {
        question: 'Can I buy the car at the end of the lease?',
        answer: [
          p(
            'Not as of right. Contract hire has no option to buy written into it. Some funders will offer to sell you the car at the end, at a price they set. If you want to own the car, look at personal contract purchase (PCP) or hire purchase instead.',
          ),
        ],
      },
      {
        question: 'How is leasing different from PCP?',
        answer: [
          p(
            'Both have an upfront payment, monthly payments and a mileage limit. With PCP you are paying towards a car you can buy at the end with a final “balloon” payment, or hand back. With contract hire you can only hand it back, which usually makes the monthly payments lower. Our ',
            link('why lease', '/why-lease'),
            ' page compares leasing, PCP, hire purchase and buying outright.',
          ),
        ],
      },
      {
        question: 'Who can lease a car?',
        answer: [
          p(
            'For a personal lease you usually need to be 18 or over (some funders set 21 or 25), live in the UK, hold a full UK driving licence and pass the funder’s credit check. Businesses of every kind can lease, from sole traders to limited companies.',
          ),
        ],
      },
    ],
  },
  {
    id: 'costs-and-payments',
    heading: 'Costs and payments',
    questions: [
      {
        question: 'What is the initial rental?',
        answer: [
          p(
            'It is a number of monthly payments paid at the start, usually 1, 3, 6, 9 or 12. It is not a deposit and is not returned at the end. A larger initial rental lowers the monthly payment but changes the total very little.',
          ),
        ],
      },
      {
        question: 'What is included in the monthly price?',
        answer: [
          bullets(
            'Included: the vehicle, road tax (Vehicle Excise Duty) for the whole term, the manufacturer’s warranty and usually its roadside assistance.',
            'Not included: insurance, fuel or charging, and servicing, tyres and repairs unless you add a maintenance package.',
          ),
        ],
      },
      {
        question: 'What happens if I drive more than my mileage allowance?',
        answer: [
          p(
            'You pay an excess mileage charge for each mile over the total allowance for the lease, at the pence-per-mile rate in your agreement. If you expect to go over, ask the funder to re-quote your lease for a higher mileage as early as you can; it usually costs less than the charge at the end.',
          ),
        ],
      },
      {
        question: 'Are there any fees?',
        answer: [
          p(
            'Many suppliers charge a one-off document fee or arrangement fee. The total cost we show for every deal includes it, so you can compare deals with and without fees fairly.',
          ),
        ],
      },
      {
        question: 'Why are business prices shown without VAT?',
        answer: [
          p(
            'Most businesses that lease are VAT-registered and reclaim some or all of the VAT, so they compare prices before VAT. Personal prices include VAT at 20%, because individuals cannot reclaim it. If your business is not VAT-registered, add 20% to a business price.',
          ),
        ],
      },
    ],
  },
  {
    id: 'business-and-tax',
    heading: 'Business leasing and tax',
    questions: [
      {
        question: 'How much VAT can my business reclaim on a lease?',
        answer: [
          p(
            'A VAT-registered business can usually reclaim 50% of the VAT on a car lease, or all of it if the car is used only for business and is never available for private use. On a van used for the business it can usually reclaim 100%. VAT on a maintenance charge shown separately on the invoice can usually be reclaimed in full.',
          ),
          p(
            'Our guide to ',
            link('personal and business contract hire', '/guides/personal-vs-business-contract-hire'),
            ' has a worked example.',
          ),
        ],
      },
      {
        question: 'Are lease payments tax-deductible?',
        answer: [
          p(
            'Yes, as a business expense. For cars with CO2 emissions over 50g/km, 15% of the rental is disallowed for tax. There is no such restriction on vans or on electric cars.',
          ),
        ],
      },
      {
        question: 'How much company car tax will I pay on an electric car?',
        answer: [
          p(
            'The benefit-in-kind rate for fully electric cars is 4% of the list price in 2026/27, rising to 5% in 2027/28, 7% in 2028/29 and 9% in 2029/30. On a car with a £40,000 list price in 2026/27, that is £320 a year for a basic-rate taxpayer and £640 for a higher-rate taxpayer.',
          ),
        ],
      },
      {
        question: 'What is salary sacrifice?',
        answer: [
          p(
            'Your employer leases the car and you give up some gross salary in return, saving income tax and National Insurance on the amount given up. You pay benefit-in-kind tax on the car. It works best for electric cars. Read ',
            link('leasing an electric car', '/guides/electric-car-leasing-and-company-car-tax'),
            ' for an example and the questions to ask first.',
          ),
        ],
      },
    ],
  },
  {
    id: 'applying-and-delivery',
    heading: 'Applying and delivery',
    questions: [
      {
        question: 'Will comparing deals affect my credit score?',
        answer: [
          p(
            'No. Searching and comparing on this site never touches your credit file. The funder runs a full credit check only when you apply for a lease, and that search is recorded on your file.',
          ),
        ],
      },
      {
        question: 'How long does delivery take?',
        answer: [
          p(
            'An in-stock vehicle is often delivered within two or three weeks of approval. A factory order is built for you and can take from a few weeks to several months. Every deal on our search pages says which it is.',
          ),
        ],
      },
      {
        question: 'Do I need to arrange insurance?',
        answer: [
          p(
            'Yes. Almost every lease requires fully comprehensive insurance from the moment the car is delivered. Tell your insurer the car is leased. GAP insurance, which covers the shortfall if the car is written off, is optional.',
          ),
        ],
      },
    ],
  },
  {
    id: 'during-and-after',
    heading: 'During and after your lease',
    questions: [
      {
        question: 'Who services the car?',
        answer: [
          p(
            'You are responsible for having it serviced on the manufacturer’s schedule and keeping the records, unless you have a maintenance package, in which case the package arranges and pays for it.',
          ),
        ],
      },
      {
        question: 'What is fair wear and tear?',
        answer: [
          p(
            'When the car goes back it is inspected against a standard, usually the BVRLA Fair Wear and Tear Standard. Small marks from normal use are acceptable; damage is charged. See ',
            link('returning your lease car', '/guides/returning-your-lease-car-fair-wear-and-tear'),
            ' for what is acceptable and how to prepare.',
          ),
        ],
      },
      {
        question: 'Can I end my lease early?',
        answer: [
          p(
            'Usually yes, but it is expensive: many funders charge around half of the remaining rentals, plus any excess mileage and damage. The voluntary termination right that lets you hand back a car after paying half the total applies to hire purchase and PCP, not to contract hire. Ask the funder for a quote.',
          ),
        ],
      },
      {
        question: 'What happens at the end of the lease?',
        answer: [
          p(
            'The funder arranges to collect the car, usually from your home. It is inspected, and you are invoiced for any excess mileage or damage outside the standard. Many funders will also let you keep the car for a few extra months at the same rental, or quote for a new lease.',
          ),
        ],
      },
    ],
  },
  {
    id: 'about-this-site',
    heading: 'About Lease Deals',
    questions: [
      {
        question: 'Do you lease cars yourselves?',
        answer: [
          p(
            'No. We compare deals from UK leasing companies and brokers. When you enquire about a deal you deal with its supplier, which arranges the agreement with a funder.',
          ),
        ],
      },
      {
        question: 'What does the total cost include?',
        answer: [
          p(
            'The monthly payment × (initial months + term − 1), plus the supplier’s document fee, or its arrangement fee if it has no document fee. It is everything you pay the supplier and the funder for the lease as quoted. Insurance, fuel and any end-of-lease charges are not included.',
          ),
        ],
      },
      {
        question: 'How is the deal score calculated?',
        answer: [
          p(
            'Each deal is compared, on its total cost per pound of list price, with every comparable offer: the same body style and list-price band, on the same term, mileage, initial rental, lease type and stock status. The more offers it beats, the higher its score out of 100. The formula is public: read ',
            link('how our deal score works', DEAL_SCORE_GUIDE_PATH),
            '.',
          ),
        ],
      },
      {
        question: 'Can a supplier pay for a better score?',
        answer: [
          p('No. The score depends only on the prices of the offers in force, and anyone can check it against the published formula.'),
        ],
      },
      {
        question: 'What does the price history show?',
        answer: [
          p(
            'How a deal’s monthly price has changed over the last month, six months or year, for exactly the same lease, so you can see whether today’s price is a good one.',
          ),
        ],
      },
    ],
  },
];
