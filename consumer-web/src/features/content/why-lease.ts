import type { Rich } from './content-types';
import { link } from './content-types';

export interface Point {
  title: string;
  text: Rich;
}

export const LEASE_BENEFITS: readonly Point[] = [
  {
    title: 'Fixed, predictable costs',
    text: 'You know the monthly rental for the whole term, and road tax is included. With a maintenance package, servicing and tyres are too.',
  },
  {
    title: 'A new vehicle every few years',
    text: 'Most leases run two to four years, so you drive a new vehicle, usually under the manufacturer’s warranty for the whole lease.',
  },
  {
    title: 'No depreciation risk',
    text: 'A new vehicle loses a large part of its value in its first three years. On a lease that loss is the funder’s problem: you hand the vehicle back, with nothing to sell and no trade-in to haggle over.',
  },
  {
    title: 'Less money upfront',
    text: 'An initial rental of one to twelve monthly payments is usually far less than a deposit on a car bought on finance, let alone the full price.',
  },
  {
    title: 'Electric without the guesswork',
    text: [
      'Electric cars change fast and their resale values are hard to predict. Leasing leaves that risk with the funder, and company car drivers pay a low rate of benefit-in-kind tax: read ',
      link('leasing an electric car', '/guides/electric-car-leasing-and-company-car-tax'),
      '.',
    ],
  },
  {
    title: 'Tax advantages for businesses',
    text: [
      'VAT-registered businesses can usually reclaim 50% of the VAT on a car lease and 100% on a van used for the business, and the rentals reduce taxable profit. See ',
      link('personal or business contract hire', '/guides/personal-vs-business-contract-hire'),
      '.',
    ],
  },
];

export const LEASE_DRAWBACKS: readonly Point[] = [
  {
    title: 'You never own it',
    text: 'At the end you hand the vehicle back with nothing to show for your payments. If you would keep a car for eight or ten years, buying it is usually cheaper in the long run.',
  },
  {
    title: 'Mileage limits',
    text: [
      'Every mile over your allowance costs extra, commonly somewhere between 5p and 25p for a car. If your mileage is hard to predict, that is a real risk: see ',
      link('what a lease really costs', '/guides/lease-costs-explained'),
      '.',
    ],
  },
  {
    title: 'Charges for damage',
    text: [
      'The vehicle is inspected when it goes back, and damage beyond fair wear and tear is charged. Dents, kerbed wheels and a missing service record all cost money: read ',
      link('returning your lease car', '/guides/returning-your-lease-car-fair-wear-and-tear'),
      '.',
    ],
  },
  {
    title: 'Hard to get out of',
    text: 'Ending a lease early commonly costs around half of the rentals still to pay. The half-the-total voluntary termination right on hire purchase and PCP does not apply to contract hire.',
  },
  {
    title: 'A credit check, and commitments besides the rental',
    text: 'You need to pass a credit check, and you must pay for fully comprehensive insurance. You cannot modify the vehicle, and to take it abroad you need the funder’s permission and a VE103 certificate.',
  },
  {
    title: 'The initial rental is gone for good',
    text: 'It is not a deposit. You do not get it back, and if the vehicle is written off early you may lose it unless your GAP insurance covers it.',
  },
];

export const COMPARISON = {
  caption: 'Leasing compared with the other ways to get a new car',
  head: ['', 'Contract hire (leasing)', 'Personal contract purchase (PCP)', 'Hire purchase (HP)', 'Buying outright'],
  rows: [
    ['Do you own it at the end?', 'No, you hand it back', 'Only if you pay the final balloon payment', 'Yes, after the last payment', 'Yes, from day one'],
    ['Upfront payment', 'Initial rental of 1 to 12 months', 'Deposit, often 10% or more', 'Deposit, often 10% or more', 'The full price'],
    ['Monthly payments', 'Usually the lowest', 'Low to medium', 'Highest', 'None'],
    ['Mileage limit', 'Yes, with excess charges', 'Yes, with excess charges if you hand it back', 'No', 'No'],
    ['Who carries the risk on resale value?', 'The funder', 'The lender, if you hand the car back', 'You', 'You'],
    ['Condition charges at the end', 'Yes, beyond fair wear and tear', 'Yes, if you hand it back', 'No', 'No'],
  ],
} as const;

export const LEASING_SUITS: readonly string[] = [
  'You like to change your car every two to four years.',
  'You want fixed monthly costs and no worry about resale value.',
  'You can predict your mileage with reasonable confidence.',
  'You are a business that can reclaim VAT, or a company car driver choosing an electric car.',
];

export const BUYING_SUITS: readonly string[] = [
  'You keep cars for many years, long after any lease would have ended.',
  'Your mileage is high or very unpredictable.',
  'You want to modify the car, or you are hard on bodywork and interiors.',
  'You want to own something at the end of your payments.',
];
