import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { CenteredPage } from '../../components/centered-page';
import { formatDollars } from '../credits';
import { useGetCheckoutSessionQuery, usePayCheckoutSessionMutation } from './checkout-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { creditCount } from '../../components/credit-count';

/**
 * The offline stand-in for the card provider's hosted checkout. 'Pay' completes the payment
 * once (like the provider's webhook) and returns to /loading; 'Cancel' goes back to /credits.
 */
export const MockCheckoutScreen = () => {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const { data: session, isLoading, isError } = useGetCheckoutSessionQuery(sessionId);
  const [pay, { isLoading: paying }] = usePayCheckoutSessionMutation();
  const { t, i18n } = useLingui();

  if (isLoading) return <Spinner fullScreen label={t`Loading checkout`} />;

  const planName = session?.planName;
  const amount = session && formatDollars(session.amount, i18n.locale);

  const complete = async () => {
    try {
      const { redirectUrl } = await pay(sessionId).unwrap();
      void navigate(redirectUrl, { replace: true });
    } catch {
      // the error toast comes from the api-error middleware
    }
  };

  return (
    <CenteredPage>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={2}>
            <Typography variant="overline" color="text.secondary">
              <Trans>Test payment provider (offline mode)</Trans>
            </Typography>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              <Trans>Checkout</Trans>
            </Typography>
            {isError || !session ? (
              <>
                <Alert severity="error">
                  <Trans>This checkout session does not exist.</Trans>
                </Alert>
                <Button onClick={() => void navigate('/credits')}>
                  <Trans>Back to plans</Trans>
                </Button>
              </>
            ) : (
              <>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>
                    <Trans>
                      <bdi>{planName}</bdi> plan
                    </Trans>
                  </Typography>
                  <Typography color="text.secondary">{creditCount(session.credits)}</Typography>
                </Box>
                <Divider />
                <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                  <Typography>
                    <Trans>Total</Trans>
                  </Typography>
                  <Typography sx={{ fontWeight: 700 }}>{amount}</Typography>
                </Box>
                {session.status === 'paid' && (
                  <Alert severity="success">
                    <Trans>This payment is already complete.</Trans>
                  </Alert>
                )}
                <Button
                  variant="contained"
                  size="large"
                  startIcon={<LockOutlinedIcon />}
                  onClick={() => void complete()}
                  disabled={paying}
                >
                  <Trans>Pay {amount}</Trans>
                </Button>
                <Button onClick={() => void navigate('/credits')} disabled={paying}>
                  <Trans>Cancel</Trans>
                </Button>
                <Typography variant="caption" color="text.secondary">
                  <Trans>No card is charged: this page belongs to Parley’s offline mode.</Trans>
                </Typography>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </CenteredPage>
  );
};

export default MockCheckoutScreen;
