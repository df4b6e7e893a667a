import { api } from '../../app/api';
import type {
  CheckoutPayResponse,
  CheckoutSession,
  CheckoutSessionResponse,
} from '../../types/api';

/** The offline payment provider's calls (mock mode only). */
const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutSession: build.query<CheckoutSession, string>({
      query: (id) => `/mock-checkout/${encodeURIComponent(id)}`,
      transformResponse: (response: CheckoutSessionResponse) => response.session,
      extraOptions: { anonymous: true },
    }),
    payCheckoutSession: build.mutation<CheckoutPayResponse, string>({
      query: (id) => ({ url: `/mock-checkout/${encodeURIComponent(id)}/pay`, method: 'POST' }),
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useGetCheckoutSessionQuery, usePayCheckoutSessionMutation } = checkoutApi;
