/** FAQs carrying the spec's promises (site.md section 1). */
export const seedFaqs = [
  {
    topic: 'financing',
    question: 'Will getting pre-approved affect my credit score?',
    answers: [
      'No. Our free credit score pre-approval is a soft check, so it has no effect on your credit score.',
      'Most shoppers hear back within 24-48 hours.',
    ],
  },
  {
    topic: 'financing',
    question: 'How much do I need for a down payment?',
    answers: ['Qualified buyers can drive home with as low as $7 down. Ask about our current $3 down offer.'],
  },
  {
    topic: 'financing',
    question: 'Can I buy a car with bad credit?',
    answers: ['Yes. We work with lenders for every credit score, including first-time buyers and past bankruptcies.'],
  },
  {
    topic: 'sell-trade',
    question: 'How long is my instant offer good for?',
    answers: ['Cash and trade offers are valid for 7 days.'],
  },
  {
    topic: 'sell-trade',
    question: 'How fast can I get an offer?',
    answers: ['Answer a few questions about your vehicle and get an offer in under 60 seconds.'],
  },
  {
    topic: 'sell-trade',
    question: 'Will you match another offer?',
    answers: ['We pay $300 more than any physically verified competing offer.'],
  },
  {
    topic: 'warranty',
    question: 'Do your vehicles come with a warranty?',
    answers: [
      'Every vehicle under 85,000 miles comes with a lifetime engine limited warranty.',
      'Every vehicle passes a 75-point inspection and comes with a free vehicle-history report.',
    ],
  },
  {
    topic: 'service',
    question: 'How often should I change my oil?',
    answers: [
      "Most vehicles need an oil change every 3,000 to 5,000 miles. Check your owner's manual for your vehicle's interval.",
    ],
  },
  {
    topic: 'general',
    question: 'Can I see a vehicle at a different store?',
    answers: ['Yes. We can move most vehicles between our four stores. Ask us when you schedule a test drive.'],
  },
].map((faq, sortOrder) => ({ ...faq, sortOrder, answers: faq.answers.map((paragraph) => ({ paragraph })) }))
