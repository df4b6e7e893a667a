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

/**
 * The offline stand-in for the card provider's hosted checkout. 'Pay' completes the payment
 * once (like the provider's webhook) and returns to /loading; 'Cancel' goes back to /credits.
 */
export const MockCheckoutScreen = () => {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const { data: session, isLoading, isError } = useGetCheckoutSessionQuery(sessionId);
  const [pay, { isLoading: paying }] = usePayCheckoutSessionMutation();

  if (isLoading) return <Spinner fullScreen label="Loading checkout" />;

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
              Test payment provider (offline mode)
            </Typography>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              Checkout
            </Typography>
            {isError || !session ? (
              <>
                <Alert severity="error">This checkout session does not exist.</Alert>
                <Button onClick={() => void navigate('/credits')}>Back to plans</Button>
              </>
            ) : (
              <>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{session.planName} plan</Typography>
                  <Typography color="text.secondary">
                    {session.credits.toLocaleString('en-US')} credits
                  </Typography>
                </Box>
                <Divider />
                <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                  <Typography>Total</Typography>
                  <Typography sx={{ fontWeight: 700 }}>{formatDollars(session.amount)}</Typography>
                </Box>
                {session.status === 'paid' && (
                  <Alert severity="success">This payment is already complete.</Alert>
                )}
                <Button
                  variant="contained"
                  size="large"
                  startIcon={<LockOutlinedIcon />}
                  onClick={() => void complete()}
                  disabled={paying}
                >
                  Pay {formatDollars(session.amount)}
                </Button>
                <Button onClick={() => void navigate('/credits')} disabled={paying}>
                  Cancel
                </Button>
                <Typography variant="caption" color="text.secondary">
                  No card is charged: this page belongs to Parley&apos;s offline mode.
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
