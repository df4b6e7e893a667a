import { api } from '../../app/api';
import type { Plan, PlansResponse, PurchaseResponse } from '../../types/api';
import { msg } from '@lingui/core/macro';

export const PLANS_FAILED = msg`Failed to fetch plans.`;
export const NO_PLANS = msg`No plans are on offer right now.`;

const creditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({
      query: () => '/credit/plan',
      transformResponse: (response: PlansResponse) => response.plans,
      providesTags: ['Plans'],
      extraOptions: { fallbackMessage: PLANS_FAILED },
    }),
    purchasePlan: build.mutation<string, string>({
      query: (planId) => ({ url: '/credit/purchase', method: 'POST', body: { planId } }),
      transformResponse: (response: PurchaseResponse) => response.url,
    }),
  }),
});

export const { useGetPlansQuery, usePurchasePlanMutation } = creditsApi;
