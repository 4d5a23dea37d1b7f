import { DEAL_SCORE_GUIDE_PATH } from './content-paths';
import { bullets, link, note, p, steps, subheading, table, type Article } from './content-types';

export const GUIDES: readonly Article[] = [
  {
    slug: 'personal-vs-business-contract-hire',
    title: 'Personal or business contract hire: which lease is yours?',
    description:
      'Personal contract hire (PCH) and business contract hire (BCH) explained: who can use each, how VAT works, what businesses can reclaim and the tax relief.',
    summary:
      'Both are the same kind of lease: you rent a new vehicle for a fixed term and hand it back at the end. What differs is who signs the agreement, how VAT is shown and what tax you can claim back.',
    sections: [
      {
        heading: 'What contract hire is',
        blocks: [
          p(
            'Contract hire is a long-term rental. A finance company (the funder) buys the vehicle and you pay a fixed monthly rental to use it for an agreed term and an agreed annual mileage. At the end you hand it back. There is no balloon payment and no option to buy written into the agreement, and you never carry the risk of the vehicle being worth less than expected when the lease ends.',
          ),
          p(
            'Most lease deals are arranged by a broker or a leasing company that places the agreement with a funder. The funder owns the vehicle and is its registered keeper, which is why road tax (Vehicle Excise Duty) is normally included in the rental.',
          ),
        ],
      },
      {
        heading: 'Personal contract hire (PCH)',
        blocks: [
          p(
            'Personal contract hire is for private individuals. The agreement is in your own name and is a regulated consumer hire agreement, so whoever arranges and funds it must be authorised by the Financial Conduct Authority. You can check a firm on the ',
            link('FCA register', 'https://register.fca.org.uk/'),
            ', and if a complaint is not resolved you can take it to the ',
            link('Financial Ombudsman Service', 'https://www.financial-ombudsman.org.uk/'),
            '.',
          ),
          p('Personal prices include VAT at 20%. You cannot reclaim any of it, so the price you see is the price you pay.'),
        ],
      },
      {
        heading: 'Business contract hire (BCH)',
        blocks: [
          p(
            'Business contract hire is for limited companies, limited liability partnerships, partnerships and sole traders. The agreement is in the business’s name and the funder checks the business’s credit history. A young company, or one with thin accounts, may be asked for a personal guarantee from a director.',
          ),
          p(
            'Business prices are shown without VAT, because most businesses that lease are VAT-registered and think in net figures. If your business is not VAT-registered, add 20% to compare it with a personal price: the VAT is a real cost to you.',
          ),
          note(
            'Limited companies lose consumer protection',
            'A lease taken out by a limited company is not a regulated consumer agreement. Read the terms on early termination and damage charges as carefully as you would any business contract.',
          ),
        ],
      },
      {
        heading: 'How much VAT a business can reclaim',
        blocks: [
          bullets(
            'Cars: a VAT-registered business can usually reclaim 50% of the VAT on the rental. HMRC assumes a company car is available for some private use, so only half is recoverable.',
            'Cars used only for business: 100% can be reclaimed when the car is genuinely never available for private use, such as a pool car kept at the business’s premises overnight, a driving school car or a taxi. HMRC expects evidence, and a car the driver takes home does not qualify.',
            'Vans: a VAT-registered business can usually reclaim 100% of the VAT on a van used for its business.',
            'Maintenance: when the maintenance charge is shown separately on the invoice, the VAT on that part can usually be reclaimed in full, even on a car.',
          ),
          table(
            'A car and a van at £300 a month before VAT, for a VAT-registered business',
            ['', 'Car', 'Van'],
            [
              ['Monthly rental before VAT', '£300.00', '£300.00'],
              ['VAT at 20%', '£60.00', '£60.00'],
              ['VAT reclaimed', '£30.00 (50%)', '£60.00 (100%)'],
              ['Net monthly cost to the business', '£330.00', '£300.00'],
            ],
          ),
          p(
            'HMRC’s guide ',
            link('VAT on motoring expenses (Notice 700/64)', 'https://www.gov.uk/guidance/vat-on-motoring-expenses-notice-70064'),
            ' sets out the rules in full. Your accountant will know how they apply to your business.',
          ),
        ],
      },
      {
        heading: 'Income tax and corporation tax relief',
        blocks: [
          p(
            'Lease rentals are a business expense, so they reduce the profit your business pays tax on. For cars with CO2 emissions above 50g/km, 15% of the rental is disallowed, which is one more reason electric and low-emission cars are popular with businesses. Vans are not restricted in this way.',
          ),
          p(
            'A sole trader who also uses the vehicle privately claims only the business share of the costs. A company that provides a car to a director or employee for private use will create a taxable benefit in kind: see our guide to ',
            link('electric cars and company car tax', '/guides/electric-car-leasing-and-company-car-tax'),
            '.',
          ),
        ],
      },
      {
        heading: 'Which should you choose?',
        blocks: [
          bullets(
            'You are leasing for yourself and paying from your own income: personal contract hire.',
            'Your limited company will pay and the vehicle is for the business: business contract hire, but think about the benefit-in-kind tax if you will use it privately.',
            'You are a sole trader: either can work. Business contract hire lets you reclaim VAT if you are registered; ask your accountant which is better for your mix of business and private miles.',
          ),
          p(
            'On our search pages you choose personal or business and every price is shown on that basis, so you always compare like with like.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'lease-costs-explained',
    title: 'Initial rental, term and mileage: what a lease really costs',
    description:
      'How initial rental months, the lease term, annual mileage, excess mileage charges and fees add up, and why the total cost matters more than the monthly price.',
    summary:
      'A lease price is more than its monthly payment. The initial rental, the term, the mileage allowance and the fees all change what you pay, so compare the total.',
    sections: [
      {
        heading: 'The initial rental',
        blocks: [
          p(
            'Instead of a deposit, a lease starts with an initial rental: a number of monthly payments paid upfront. The usual choices are 1, 3, 6, 9 or 12 months. Deals are often written as “6+35”, meaning six payments at the start and then 35 monthly payments.',
          ),
          p(
            'The first of the 36 months is covered by the initial rental, so a 36-month lease with a six-month initial rental has 6 + 35 = 41 payments in all. In general, the number of payments is the initial months plus the term, less one.',
          ),
          p(
            'A bigger initial rental lowers the monthly payment but not the total much, because the same money is simply paid sooner. It is not a deposit: you do not get it back at the end, and if the vehicle is written off early the initial rental may be lost unless you have GAP insurance that covers it.',
          ),
          table(
            'The same car on a 36-month lease at 10,000 miles a year, with a £199 document fee (illustrative figures)',
            ['Profile', 'Initial rental', 'Monthly', 'Payments', 'Total cost'],
            [
              ['1+35', '£319', '£319', '36', '£11,683'],
              ['6+35', '£1,674', '£279', '41', '£11,638'],
              ['12+35', '£2,940', '£245', '47', '£11,714'],
            ],
          ),
          p(
            'The monthly payment ranges from £245 to £319, a difference of £74 a month, yet the totals are within £76 of each other over three years. Choose the upfront amount you are comfortable with, then compare deals by their total.',
          ),
        ],
      },
      {
        heading: 'The term',
        blocks: [
          p(
            'Terms run from 12 to 60 months; 24, 36 and 48 months are the most common. Longer terms usually mean lower monthly payments, because the vehicle loses most of its value in its first years and that loss is spread over more months.',
          ),
          bullets(
            'Within three years a new vehicle is normally still under the manufacturer’s warranty, and in Great Britain it will not need its first MOT until it is three years old.',
            [
              'On a 48- or 60-month lease you will need an MOT, more servicing and probably new tyres. A ',
              link('maintenance package', '/guides/maintenance-gap-insurance-and-extras'),
              ' can cover these.',
            ],
            'Ending a lease early is expensive, so pick a term you are confident you will see through.',
          ),
        ],
      },
      {
        heading: 'Annual mileage and excess mileage charges',
        blocks: [
          p(
            'Every lease has a mileage allowance, agreed as miles a year. Common choices run from 5,000 to 35,000. The allowance is usually measured over the whole lease: 10,000 miles a year for three years is 30,000 miles in total, and one busy year can be balanced by a quieter one.',
          ),
          p(
            'If you return the vehicle over the total, you pay an excess mileage charge for every extra mile. The rate is set out in the agreement in pence per mile, and it is commonly somewhere between 5p and 25p for a car, higher for premium and performance models. Check whether the rate includes VAT.',
          ),
          table(
            'Excess mileage on a 36-month lease at 10,000 miles a year, charged at 9p a mile',
            ['', 'Miles'],
            [
              ['Allowance over the lease', '30,000'],
              ['Mileage at collection', '33,500'],
              ['Excess', '3,500'],
              ['Charge at 9p a mile', '£315'],
            ],
          ),
          bullets(
            'Be realistic when you choose. A higher allowance costs a little more each month, but usually less than the excess charge on the same miles.',
            'Few funders refund unused miles, so very generous allowances are money wasted.',
            'If your driving changes, ask the funder early. Many will re-quote the lease for a new mileage part-way through, which costs far less than paying the excess at the end.',
          ),
        ],
      },
      {
        heading: 'Fees',
        blocks: [
          p(
            'Many suppliers charge a one-off fee: a document fee from the funder or an arrangement fee from the broker, typically from nothing up to a few hundred pounds. It is usually collected with the initial rental and is easy to miss when you compare monthly prices.',
          ),
        ],
      },
      {
        heading: 'How we work out the total cost',
        blocks: [
          p(
            'For every deal on this site we show the total cost: the monthly payment × (initial months + term − 1), plus the supplier’s document fee, or its arrangement fee if it has no document fee. We also show the true monthly cost, which is that total divided by the term, so a deal with a big upfront payment cannot look cheaper than it is.',
          ),
          p(
            'Each deal also carries a price history and a deal score, whose formula is public: read ',
            link('how our deal score works', DEAL_SCORE_GUIDE_PATH),
            '.',
          ),
        ],
      },
      {
        heading: 'What the monthly price includes',
        blocks: [
          bullets(
            'Included: the use of the vehicle, road tax (Vehicle Excise Duty) for the whole term, the manufacturer’s warranty and, very often, the manufacturer’s roadside assistance.',
            'Not included unless you add it: insurance, fuel or charging, servicing, tyres and repairs outside the warranty. A maintenance package covers the servicing, tyres and repairs.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'electric-car-leasing-and-company-car-tax',
    title: 'Leasing an electric car: company car tax, salary sacrifice and charging',
    description:
      'Why leasing suits electric cars, the low benefit-in-kind rates for EVs to 2029/30, how salary sacrifice works, and what to know about road tax and charging.',
    summary:
      'Electric cars and leasing fit well together: the funder takes the risk on what the car is worth at the end, and for company car drivers the tax is a fraction of a petrol car’s.',
    sections: [
      {
        heading: 'Why lease rather than buy an electric car',
        blocks: [
          p(
            'Electric cars are improving quickly: range, charging speed and prices all move from year to year, and that makes their resale values hard to predict. On a lease, that risk is the funder’s. You know your costs for the whole term and you hand the car back at the end, whatever newer models have done to its value.',
          ),
          p(
            'The battery normally has its own manufacturer’s warranty, commonly eight years with a mileage limit, which outlasts almost every lease.',
          ),
        ],
      },
      {
        heading: 'Road tax on electric cars',
        blocks: [
          p(
            'Since April 2025 electric cars pay Vehicle Excise Duty like other cars. Cars with a list price over £40,000 also pay the expensive car supplement from their second year to their sixth; for zero-emission cars that threshold rose to £50,000 from 1 April 2026. On a lease the funder pays the road tax and builds it into the rental, so you will not receive a bill, but it is part of the price you are quoted. Some agreements let the funder pass on changes in tax rates during the lease, so check yours.',
          ),
        ],
      },
      {
        heading: 'Company car tax: benefit in kind',
        blocks: [
          p(
            'If your employer provides a car you can use privately, you pay income tax on a benefit in kind. The taxable value is the car’s list price (its P11D value, including options and VAT) times a percentage set by HMRC for the tax year, which depends on the car’s CO2 emissions and, for plug-in hybrids, its electric range. You pay tax on that value at your own income tax rate.',
          ),
          table(
            'Benefit-in-kind rates for fully electric cars',
            ['Tax year', 'Rate'],
            [
              ['2025/26', '3%'],
              ['2026/27', '4%'],
              ['2027/28', '5%'],
              ['2028/29', '7%'],
              ['2029/30', '9%'],
            ],
          ),
          p(
            'Most petrol and diesel cars sit between about 25% and the maximum rate of 37%. That difference is why electric cars dominate company car lists.',
          ),
          table(
            'Company car tax in 2026/27 on a car with a £40,000 list price',
            ['', 'Electric (4%)', 'Petrol at 30%'],
            [
              ['Taxable benefit a year', '£1,600', '£12,000'],
              ['Tax a year, basic rate (20%)', '£320', '£2,400'],
              ['Tax a year, higher rate (40%)', '£640', '£4,800'],
            ],
          ),
          p(
            'The employer pays Class 1A National Insurance at 15% on the same taxable value. HMRC’s ',
            link('company car tax calculator', 'https://www.gov.uk/calculate-tax-on-company-cars'),
            ' works out the figure for a particular car. A fully electric van has no van benefit charge at all.',
          ),
        ],
      },
      {
        heading: 'Salary sacrifice',
        blocks: [
          p(
            'In a salary sacrifice scheme your employer leases the car and you give up part of your gross salary in return. Because the sacrifice comes off your pay before tax and National Insurance, the car costs you less than the same payment made from your take-home pay. You then pay benefit-in-kind tax on the car.',
          ),
          p(
            'For most cars, the taxable value under salary sacrifice is the higher of the normal benefit in kind and the salary given up, which removes most of the saving. Cars with CO2 emissions of 75g/km or less, which includes every electric car, are exempt from that rule, so salary sacrifice works best for electric cars.',
          ),
          table(
            'Giving up £400 a month of gross salary for an electric car with a £40,000 list price, 2026/27',
            ['', 'Basic-rate taxpayer', 'Higher-rate taxpayer'],
            [
              ['Income tax and employee National Insurance saved', '28% (£112)', '42% (£168)'],
              ['Fall in take-home pay', '£288', '£232'],
              ['Benefit-in-kind tax on the car, a month', '£26.67', '£53.33'],
              ['Net monthly cost of the car', '£314.67', '£285.33'],
            ],
          ),
          p('The higher-rate figures assume all of the sacrifice comes out of pay taxed at 40%.'),
          p('Schemes often bundle insurance, maintenance and breakdown cover into the one deduction. Before you join, check:'),
          bullets(
            'What happens if you leave your job, are made redundant or go on long-term sick leave. Good schemes include cover for early termination; others leave you with a bill.',
            'How a lower salary affects your pension contributions, statutory pay such as maternity pay, and mortgage applications that look at gross pay.',
            'That the sacrifice does not take your pay below the National Minimum Wage; your employer is not allowed to let it.',
          ),
        ],
      },
      {
        heading: 'Charging',
        blocks: [
          bullets(
            'A home charger on a driveway makes an electric car far cheaper to run, especially on an overnight electricity tariff. Installation is rarely included in a lease, so budget for it.',
            'Without off-street parking, look at the public chargers near your home and work before you commit to a three- or four-year lease.',
            'Charging provided by your employer at or near your workplace is not a taxable benefit.',
          ),
          p(
            'Leasing for a business instead? Our guide to ',
            link('personal and business contract hire', '/guides/personal-vs-business-contract-hire'),
            ' covers VAT and the 50g/km rule for tax relief.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'maintenance-gap-insurance-and-extras',
    title: 'Maintenance packages, GAP insurance and the other extras',
    description:
      'What a lease maintenance package covers, when GAP insurance is worth having, what insurance a leased car needs, and the extras you can safely say no to.',
    summary:
      'A lease covers the car and its road tax. Everything else is either your responsibility or an optional extra. Here is what each extra does and when it earns its cost.',
    sections: [
      {
        heading: 'Insurance: always yours to arrange',
        blocks: [
          p(
            'You arrange and pay for insurance, and almost every lease agreement requires fully comprehensive cover from the day of delivery. Tell your insurer the car is leased: the funder is the owner and will be named on the policy. Compare quotes before you choose the car, because insurance groups vary widely between similar models.',
          ),
        ],
      },
      {
        heading: 'Maintenance packages',
        blocks: [
          p(
            'Without a maintenance package you must still have the vehicle serviced on the manufacturer’s schedule, at a garage that keeps proper records, and keep it in good repair. A missing service is one of the most common end-of-lease charges.',
          ),
          p('A maintenance package adds a fixed monthly amount and typically covers:'),
          bullets(
            'Scheduled servicing at the manufacturer’s intervals.',
            'MOT tests, which matter on leases longer than three years.',
            'Replacement tyres for wear, often up to a stated number, plus brakes, wiper blades and batteries.',
            'Repairs after the manufacturer’s warranty ends.',
          ),
          p(
            'It does not cover accident damage, misuse, fuel or charging, or the wear the fair wear and tear standard would not accept at the end.',
          ),
          subheading('When it is worth it'),
          bullets(
            'High mileage, where tyres and brakes wear quickly.',
            'Terms of four years or more, when warranty cover ends and MOTs begin.',
            'Businesses that want one fixed cost per vehicle. The VAT on a separately shown maintenance charge is usually fully reclaimable.',
          ),
          p(
            'On a low-mileage three-year lease of a car with a fixed-price service plan from the manufacturer, paying for services as they fall due is often cheaper. Add up the services the car will need and compare.',
          ),
        ],
      },
      {
        heading: 'GAP insurance',
        blocks: [
          p(
            'If a leased car is stolen or written off, your insurer pays its market value. The funder, though, will ask for what it is owed under the agreement, which in the early years can be thousands of pounds more. Guaranteed Asset Protection (GAP) insurance for contract hire pays that shortfall, and some policies also refund your initial rental.',
          ),
          bullets(
            'It is optional. You do not have to buy it from whoever arranges the lease, and standalone policies are often cheaper.',
            'Check the maximum it will pay, whether it covers your insurance excess, and whether it covers the initial rental.',
            'It matters most in the first half of a lease, when the gap between market value and what you owe is widest.',
          ),
        ],
      },
      {
        heading: 'Breakdown cover',
        blocks: [
          p(
            'Most new cars come with the manufacturer’s roadside assistance for the length of the warranty, and some funders add their own. Check what the car already has before you pay for a separate policy.',
          ),
        ],
      },
      {
        heading: 'Extras you can usually skip',
        blocks: [
          bullets(
            'Paint and interior protection sold at delivery: regular cleaning and small repairs before return usually cost less.',
            'Tyre and alloy wheel insurance, unless you drive on roads that are hard on wheels or the car has large, low-profile tyres.',
            'Damage waivers or “lease return” cover, unless you have read exactly what is excluded and compared it with the charges you are likely to face.',
          ),
          p(
            'The fair wear and tear standard sets out what you will and won’t be charged for when the car goes back: see ',
            link('returning your lease car', '/guides/returning-your-lease-car-fair-wear-and-tear'),
            '.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'applying-for-a-lease-credit-checks-and-delivery',
    title: 'From enquiry to delivery: credit checks, ordering and your first day',
    description:
      'What happens after you enquire about a lease deal: the credit check, documents, factory orders and in-stock cars, delivery day and what ending early costs.',
    summary:
      'Found a deal? This is what happens between your enquiry and the car arriving on your drive, and what to check before you sign.',
    sections: [
      {
        heading: 'Before you apply',
        blocks: [
          bullets(
            'You will usually need to be 18 or over (some funders set 21 or 25), live in the UK and hold a full UK driving licence.',
            'Have three years of address history, your employment details, your bank details and your driving licence to hand.',
            'Businesses need their registration details and, for larger deals or younger companies, recent accounts.',
          ),
        ],
      },
      {
        heading: 'The credit check',
        blocks: [
          p(
            'The funder runs a full credit search before it approves a lease. It is recorded on your credit file and other lenders can see it, so avoid applying for several leases at once. Some brokers offer an eligibility check first using a soft search, which other lenders cannot see and which does not affect your credit score. Browsing and comparing prices on this site never touches your credit file.',
          ),
          p(
            'If you are turned down, ask which credit reference agency the funder used and check your report with it; errors can be corrected. A smaller vehicle, a larger initial rental or a guarantor may help a second application.',
          ),
        ],
      },
      {
        heading: 'Reading the agreement',
        blocks: [
          p('Before you sign, check the agreement matches the deal you chose:'),
          bullets(
            'The vehicle, including its trim, colour and options.',
            'The initial rental, the monthly rental, the term and the annual mileage.',
            'The excess mileage charge in pence per mile, and whether it includes VAT.',
            'Every fee, and when it is paid.',
            'What ending the agreement early would cost.',
          ),
          p(
            'An agreement signed online or by phone often comes with a 14-day right to cancel. The agreement explains any cancellation right you have and what you would pay for using the car meanwhile.',
          ),
        ],
      },
      {
        heading: 'Factory orders and in-stock cars',
        blocks: [
          p(
            'A factory order is built to your specification and can take anywhere from a few weeks to several months to arrive; the supplier should give you an estimated date and keep you updated. An in-stock vehicle is already in the country and is often delivered within two or three weeks of approval. Our search results show each deal as in stock or factory order.',
          ),
        ],
      },
      {
        heading: 'Delivery day',
        blocks: [
          steps(
            'Delivery to your home or workplace is usually free; the deal or the supplier will say if there is a charge.',
            'The driver will check your photo driving licence and the name and address on the agreement. Have them ready.',
            'Walk round the car in good light before you sign the delivery note. Note any scratch, dent or missing item on the note and photograph it: this protects you when the car goes back.',
            'Check you have every key, the locking wheel nut, the charging cables for an electric or plug-in car, and the handbook.',
            'Make sure your insurance starts before the car is handed over.',
          ),
        ],
      },
      {
        heading: 'If you need to end the lease early',
        blocks: [
          p(
            'Contract hire is designed to run its full term, so ending it early is expensive. Many funders charge around half of the rentals still to pay; others work out a figure from the car’s value at the time. Excess mileage is checked against an allowance reduced for the shorter term, and any damage is charged as at the normal end.',
          ),
          p(
            'The right to hand back a car after paying half the total, known as voluntary termination, applies to hire purchase and personal contract purchase (PCP), not to contract hire. Ask the funder for an early termination quote before you make any plans, and ask whether it allows someone else to take over the lease.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'returning-your-lease-car-fair-wear-and-tear',
    title: 'Returning your lease car: fair wear and tear explained',
    description:
      'How the BVRLA fair wear and tear standard works when you hand back a lease car: what is acceptable, what gets charged, and how to prepare and dispute charges.',
    summary:
      'At the end of a lease the vehicle is inspected against a standard for fair wear and tear. Know the standard and you can avoid most charges.',
    sections: [
      {
        heading: 'The standard most funders use',
        blocks: [
          p(
            'Most UK leasing companies are members of the British Vehicle Rental and Leasing Association (BVRLA) and inspect returned cars against its Fair Wear and Tear Standard. It separates normal wear from damage: a few small marks from everyday use are expected, but damage from an impact, neglect or careless loading is charged. Ask your leasing company for its copy at the start of the lease; there are separate guides for cars and vans.',
          ),
        ],
      },
      {
        heading: 'What is usually acceptable on a car',
        blocks: [
          table(
            'Examples from the BVRLA standard for cars',
            ['Item', 'Acceptable', 'Not acceptable'],
            [
              ['Stone chips', '3mm or less across and not rusted; up to four on one panel', 'Rusted chips, or more than the limit'],
              ['Dents', '15mm or less across with the paint unbroken; no more than two on a panel', 'Dents on the roof or on a panel’s crease line, or with chipped paint'],
              ['Scratches', '25mm or less, with no primer or bare metal showing, that can be polished out; up to four on a panel', 'Scratches through to primer or metal'],
              ['Tyres', 'At or above the legal minimum tread, with no damage', 'Cuts, bulges or tread below the legal limit'],
              ['Repairs', 'Done to a professional standard with a warranty', 'Poorly matched paint, flaking or rippled finish'],
            ],
          ),
          p(
            'The car should also be roadworthy with no warning lights on, serviced on schedule with the evidence to show it, and returned with every key, the locking wheel nut and the cables and equipment it came with.',
          ),
        ],
      },
      {
        heading: 'Getting ready for collection',
        blocks: [
          steps(
            'A month or two before the end, wash the car and inspect it in daylight, panel by panel, with the standard in hand.',
            'Get quotes for anything outside the standard. A small repair by a reputable smart repairer, with a warranty, is often cheaper than the leasing company’s charge.',
            'Gather the service record, keys and accessories.',
            'On the day, clean the car inside and out, point out any damage to the collection driver and keep a copy of the collection report.',
            'Take dated photos and a video of every panel, the wheels, the interior and the mileage.',
          ),
          p(
            'The collection driver’s report records the condition but is not the final inspection; a qualified inspector assesses the car afterwards, and any charges follow.',
          ),
        ],
      },
      {
        heading: 'If you disagree with a charge',
        blocks: [
          p(
            'Ask for the inspection report and photos, and compare each item with the standard and with your own photos. Complain to the leasing company in writing first. If it is a BVRLA member and you cannot agree, the ',
            link('BVRLA', 'https://www.bvrla.co.uk/'),
            ' offers a conciliation service. For a personal lease, which is a regulated agreement, you can also take the complaint to the Financial Ombudsman Service.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'how-our-deal-score-works',
    title: 'How our deal score works, in full',
    description:
      'The public formula behind every deal score on Lease Deals: what each deal is compared with, how the score from 0 to 100 is calculated and what the bands mean.',
    summary:
      'Every deal on this site has a score from 0 to 100 that says how good its price is against the market for the same lease. Here is the whole formula, because a ranking nobody can check is a ranking nobody should trust.',
    sections: [
      {
        heading: 'What we measure: value for money',
        blocks: [
          p(
            'We start from the deal’s total cost: the monthly payment × (initial months + term − 1), plus the supplier’s document fee, or its arrangement fee if it has no document fee. Using the total means a low monthly payment with a large fee or a big upfront payment does not score well.',
          ),
          p(
            'We divide that total by the vehicle’s list price. Value per pound of list price puts a £24,000 hatchback and a £27,000 one on the same footing, so a deal is compared on how good its price is, not on how expensive its car is.',
          ),
        ],
      },
      {
        heading: 'What each deal is compared with',
        blocks: [
          p('A deal is compared with every offer in force, from every supplier, that matches it on all of these:'),
          bullets(
            'The vehicle’s body style, such as hatchback, SUV or panel van.',
            'Its list-price band: under £15,000, £15,000 to £20,000, £20,000 to £25,000, £25,000 to £30,000, £30,000 to £40,000, £40,000 to £50,000, £50,000 to £70,000, and £70,000 and over.',
            'The lease itself: personal or business, the term, the annual mileage, the initial months and whether the car is in stock or a factory order.',
          ),
        ],
      },
      {
        heading: 'The formula',
        blocks: [
          p(
            'In a group of n comparable offers, count the offers that beat the deal on value, meaning they cost strictly less per pound of list price. Call that count c. The score is 50 plus (50 × (n − 1) − 100 × c) divided by (n + 2), rounded to a whole number.',
          ),
          table(
            'Worked examples',
            ['Offers in the group (n)', 'Offers that beat the deal (c)', 'Score'],
            [
              ['1', '0', '50'],
              ['3', '0', '70'],
              ['20', '0', '93'],
              ['20', '5', '70'],
              ['20', '19', '7'],
              ['50', '0', '97'],
              ['50', '49', '3'],
            ],
          ),
          bullets(
            'A lone offer scores 50: with nothing to compare it against, it is neither good nor bad.',
            'Small groups stay near 50. The best of three scores 70, so a top score needs a real market to beat.',
            'Offers with exactly the same value get the same score.',
          ),
        ],
      },
      {
        heading: 'The bands',
        blocks: [
          table(
            'Score bands',
            ['Score', 'Band'],
            [
              ['90 to 100', 'Loco (Amazing)'],
              ['80 to 89', 'Hot (Great)'],
              ['70 to 79', 'Mid (Good)'],
              ['0 to 69', 'Low (Decent)'],
            ],
          ),
        ],
      },
      {
        heading: 'What the score does not do',
        blocks: [
          bullets(
            'It depends only on the prices of the offers in force. No supplier can pay to change a score.',
            'It does not judge the car. A high score means a good price for that car on that lease, not that the car is right for you.',
            'It changes when the market does. When a comparable offer starts, changes or ends, the group is scored again, so check a deal’s price history too.',
          ),
          p(
            'Related: ',
            link('what a lease really costs', '/guides/lease-costs-explained'),
            ' explains initial rental, term, mileage and fees in more detail.',
          ),
        ],
      },
    ],
  },
];

export const findGuide = (slug: string | undefined) => GUIDES.find((guide) => guide.slug === slug);
