import { bullets, link, p, table, type Article } from './content-types';
import { DEAL_SCORE_GUIDE_PATH } from './content-paths';

export interface BlogPost extends Article {
  /** The publication date, as an ISO date (YYYY-MM-DD). */
  published: string;
}

/** Newest first, the order the blog lists them in. */
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'price-history-on-every-deal',
    published: '2026-09-15',
    title: 'Price history on every deal: is today’s price a good one?',
    description:
      'Every lease deal on Lease Deals now shows how its price has moved over the last month, six months and year. Here is how to read the chart.',
    summary:
      'A deal score tells you how a price compares with today’s market. Price history tells you how it compares with the past. Every deal now shows both.',
    sections: [
      {
        heading: 'What we record',
        blocks: [
          p(
            'Each time a supplier changes the price of a deal, we keep the old price and the date it changed. The chart on each deal shows the monthly payment over the last month, the last six months or the last year, for exactly the same offer: the same supplier, vehicle, term, mileage and initial rental.',
          ),
        ],
      },
      {
        heading: 'How to read it',
        blocks: [
          bullets(
            'A price at or near its lowest point of the year is a good sign, especially if the deal also scores well against other suppliers today.',
            'A price that has just gone up may come back down. If you are not in a hurry, watch it for a week or two.',
            'A price that has been falling steadily can keep falling, but deals on popular in-stock cars can also disappear when the stock runs out.',
            'A flat line is common and is no bad thing: many suppliers change prices only when their funder’s rates change.',
          ),
          p(
            'Lease prices often move when funders and manufacturers change their rates, which can happen at the end of a quarter and around the new registration plates in March and September. None of that is certain, and past prices do not promise future ones.',
          ),
        ],
      },
      {
        heading: 'Price history and the deal score together',
        blocks: [
          p(
            'The deal score compares a deal with every comparable offer in force today. The price history compares it with itself. A high score and a price near its low is as good as it gets; a high score on a price that was lower last month means the whole market has moved, and you may want to wait. The ',
            link('deal score formula', DEAL_SCORE_GUIDE_PATH),
            ' is public if you want to check our working.',
          ),
          p(
            'If you would rather not watch the charts yourself, ',
            link('sign up for deal alerts', '/#newsletter'),
            ' and we will email you the deals worth knowing about.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'company-car-tax-on-electric-cars-rises-to-4-percent',
    published: '2026-04-08',
    title: 'Company car tax on electric cars is now 4%: what it means for your next lease',
    description:
      'From 6 April 2026 the benefit-in-kind rate for electric company cars rose from 3% to 4%, on its way to 9% in 2029/30. What it costs, and why EVs still win.',
    summary:
      'The new tax year brought the expected rise in company car tax on electric cars. The increase is small in pounds, and electric cars remain far cheaper to run as a company car than petrol or diesel.',
    sections: [
      {
        heading: 'What changed on 6 April',
        blocks: [
          p(
            'The benefit-in-kind rate for fully electric company cars went from 3% to 4% of the car’s list price for the 2026/27 tax year. The rises that follow have already been announced: 5% in 2027/28, 7% in 2028/29 and 9% in 2029/30.',
          ),
          table(
            'Yearly company car tax on an electric car with a £45,000 list price',
            ['Tax year', 'Rate', 'Basic rate (20%)', 'Higher rate (40%)'],
            [
              ['2025/26', '3%', '£270', '£540'],
              ['2026/27', '4%', '£360', '£720'],
              ['2027/28', '5%', '£450', '£900'],
              ['2028/29', '7%', '£630', '£1,260'],
              ['2029/30', '9%', '£810', '£1,620'],
            ],
          ),
          p(
            'For a basic-rate taxpayer this year’s rise is £90 a year, or £7.50 a month. A higher-rate taxpayer pays £15 a month more.',
          ),
        ],
      },
      {
        heading: 'Thinking about a four-year lease',
        blocks: [
          p(
            'A lease that starts now and runs for four years will see the rate rise every April: 4%, 5%, 7% and 9%. On a £45,000 car, a higher-rate taxpayer would pay £4,500 in company car tax over those four years, about £94 a month on average. A petrol car with the same list price taxed at around 30% would cost the same driver about £5,400 a year.',
          ),
          p(
            'Plug-in hybrids are worth a second look before you commit. Under the rates announced so far, the low bands for hybrids with an electric range are replaced by a single rate of 18% in 2028/29 and 19% in 2029/30, so a hybrid leased today could cost several times more in tax by the end of its lease.',
          ),
        ],
      },
      {
        heading: 'Salary sacrifice still makes sense',
        blocks: [
          p(
            'Electric cars remain exempt from the rule that taxes most salary sacrifice cars on the salary given up, so the income tax and National Insurance saved on the sacrifice still far outweigh a 4% benefit in kind. Our guide to ',
            link('electric car leasing and company car tax', '/guides/electric-car-leasing-and-company-car-tax'),
            ' works through an example and the questions to ask before joining a scheme.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'expensive-car-supplement-threshold-rises-for-electric-cars',
    published: '2026-03-24',
    title: 'Electric cars between £40,000 and £50,000: the road tax change on 1 April',
    description:
      'From 1 April 2026 the expensive car supplement starts at £50,000 for zero-emission cars, not £40,000. What it changes for electric car leases.',
    summary:
      'A change announced in the November 2025 Budget takes effect next week: electric cars with a list price up to £50,000 no longer pay the expensive car supplement on their road tax.',
    sections: [
      {
        heading: 'The change',
        blocks: [
          p(
            'Cars with a list price over £40,000 pay an expensive car supplement on top of their Vehicle Excise Duty for five years, from their second year on the road. It was £425 a year in 2025/26. Since electric cars started paying road tax in April 2025, that supplement has caught many family electric cars.',
          ),
          p(
            'From 1 April 2026 the threshold for zero-emission cars rises to £50,000. It stays at £40,000 for petrol, diesel and hybrid cars. The change also reaches back: most electric cars first registered from 1 April 2025 with a list price up to £50,000 will not pay the supplement at all, and those whose second year of tax began before 1 April 2026 pay it for that one year only.',
          ),
        ],
      },
      {
        heading: 'What it means if you lease',
        blocks: [
          bullets(
            'You do not pay road tax directly on a lease. The funder pays it and builds it into the rental, so the change lowers the funder’s costs rather than sending you a refund.',
            'New quotes on electric cars priced between £40,000 and £50,000 may come down a little as funders price in the lower tax. Whether they do is up to each funder; the price history on each deal will show it.',
            'If your current lease is fixed, nothing changes mid-term unless your agreement lets the funder pass on changes in tax.',
          ),
        ],
      },
      {
        heading: 'Watch the options list',
        blocks: [
          p(
            'The threshold applies to the car’s list price when it is first registered, including factory-fitted options, not to what you pay or lease it for. An electric car at £48,000 with a £2,500 options pack is over the line. On a factory order, add up the options before you choose them.',
          ),
          p(
            'For the full picture on running an electric car, read ',
            link('leasing an electric car', '/guides/electric-car-leasing-and-company-car-tax'),
            '.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'why-we-rank-by-total-cost',
    published: '2026-02-10',
    title: 'Why we rank lease deals by total cost, not the monthly price',
    description:
      'A low monthly price can hide a big initial rental or a large fee. Why Lease Deals shows the total cost of every deal and uses it for the deal score.',
    summary:
      'The monthly payment is the number every lease advert leads with, and the least useful one for comparing deals. Here is what we show instead, and why.',
    sections: [
      {
        heading: 'The trouble with the monthly price',
        blocks: [
          p(
            'Two deals on the same car can both say “£259 a month” and cost very different amounts. One asks for three months upfront and no fee; the other asks for nine months upfront and a £299 fee. Over a 36-month lease the first costs £259 × 38 = £9,842. The second costs £259 × 44 + £299 = £11,695: £1,853 more for the same car.',
          ),
          p(
            'The reverse happens too. A deal with a bigger initial rental usually has a lower monthly payment, which makes it look cheaper in a list sorted by monthly price even when it costs more in total.',
          ),
        ],
      },
      {
        heading: 'What we show instead',
        blocks: [
          bullets(
            'The total cost of every deal: the monthly payment × (initial months + term − 1), plus the supplier’s document fee, or its arrangement fee when it has none.',
            'The true monthly cost: that total spread over the term, so deals with different initial rentals compare fairly.',
            'The price history of every deal, so you can see whether today’s price is a good one.',
            'A deal score from 0 to 100, worked out from the total cost, with a public formula.',
          ),
          p(
            'Sorting by cost on our search pages uses the true monthly cost, and the ',
            link('deal score', DEAL_SCORE_GUIDE_PATH),
            ' compares value using the total, per pound of the car’s list price.',
          ),
        ],
      },
      {
        heading: 'What the total still leaves out',
        blocks: [
          p(
            'Insurance, fuel or charging, servicing if you have no maintenance package, and any excess mileage or damage charges at the end are not part of a deal’s price, so they are not in our total. Our guide to ',
            link('what a lease really costs', '/guides/lease-costs-explained'),
            ' covers each of them.',
          ),
        ],
      },
    ],
  },
];

export const findBlogPost = (slug: string | undefined) => BLOG_POSTS.find((post) => post.slug === slug);
