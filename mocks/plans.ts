import type { Plan } from '../src/types/api';

export const PLANS: readonly Plan[] = [
  {
    _id: 'basic',
    name: 'Basic',
    price: 10,
    credits: 100,
    features: [
      '100 text generations',
      '50 image generations',
      'Standard support',
      'Access to basic models',
    ],
  },
  {
    _id: 'pro',
    name: 'Pro',
    price: 20,
    credits: 500,
    features: [
      '500 text generations',
      '200 image generations',
      'Priority support',
      'Access to pro models',
      'Faster response time',
    ],
  },
  {
    _id: 'premium',
    name: 'Premium',
    price: 30,
    credits: 1000,
    features: [
      '1000 text generations',
      '500 image generations',
      '24/7 VIP support',
      'Access to premium models',
      'Dedicated account manager',
    ],
  },
];
