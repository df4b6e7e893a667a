import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { browserLocation } from '../../components/browser-location';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { CHECKOUT_URL_INVALID, isCheckoutUrl } from './checkout-url';
import { rememberCreditsBeforeCheckout } from './credits-before-checkout';
import { useCurrentUser } from '../auth';
import { NO_PLANS, PLANS_FAILED, useGetPlansQuery, usePurchasePlanMutation } from './credits-api';
import { PlanCard } from './plan-card';
import { Trans, useLingui } from '@lingui/react/macro';

export const CreditsScreen = () => {
  const { data: plans, isLoading } = useGetPlansQuery();
  const [purchase, { isLoading: purchasing }] = usePurchasePlanMutation();
  const { data: user } = useCurrentUser();
  // a ref, not state: a double click within one render must still buy only once
  const inFlight = useRef(false);
  const { t, i18n } = useLingui();

  const buy = async (planId: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const processing = toast.loading(t`Processing...`);
    try {
      const url = await purchase(planId).unwrap();
      if (!isCheckoutUrl(url)) {
        toast.error(i18n._(CHECKOUT_URL_INVALID));
        return;
      }
      rememberCreditsBeforeCheckout(user?.credits);
      browserLocation.assign(url);
    } catch {
      // the error toast comes from the api-error middleware
    } finally {
      toast.dismiss(processing);
      inFlight.current = false;
    }
  };

  if (isLoading) return <Spinner fullScreen label={t`Loading plans`} />;

  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, textAlign: 'center', mb: 4 }}>
        <Trans>Credit Plans</Trans>
      </Typography>
      {/* plans already shown stay when a later load fails; none only when the server said so */}
      {!plans || plans.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {i18n._(plans ? NO_PLANS : PLANS_FAILED)}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            alignItems: 'stretch',
          }}
        >
          {plans.map((plan) => (
            <PlanCard key={plan._id} plan={plan} onBuy={(id) => void buy(id)} buying={purchasing} />
          ))}
        </Box>
      )}
    </Box>
  );
};

export default CreditsScreen;
