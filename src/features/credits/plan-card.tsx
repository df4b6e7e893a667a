import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { formatDollars } from './format-dollars';
import type { Plan } from '../../types/api';
import { HIGHLIGHTED_PLAN_ID } from '../../types/business';
import { Trans, useLingui } from '@lingui/react/macro';
import { creditCount } from '../../components/credit-count';

interface PlanCardProps {
  plan: Plan;
  onBuy: (planId: string) => void;
  buying: boolean;
}

export const PlanCard = ({ plan, onBuy, buying }: PlanCardProps) => {
  const highlighted = plan._id === HIGHLIGHTED_PLAN_ID;
  const headingId = `plan-${plan._id}`;
  const { t, i18n } = useLingui();
  const price = formatDollars(plan.price, i18n.locale);
  const { name } = plan;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-highlighted={highlighted || undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        boxShadow: highlighted ? 6 : 0,
        transform: { md: highlighted ? 'scale(1.03)' : 'none' },
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {plan.name}
          </Typography>
          {highlighted && <Chip label={t`Most popular`} color="primary" size="small" />}
        </Box>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800, mt: 1 }}>
          {price}
        </Typography>
        <Typography color="text.secondary">{creditCount(plan.credits)}</Typography>
        <List dense aria-label={t`${name} features`}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 28 }}>
                <CheckIcon fontSize="small" color="primary" />
              </ListItemIcon>
              {/* as the server sends it, in its own direction */}
              <ListItemText primary={<bdi>{feature}</bdi>} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          variant={highlighted ? 'contained' : 'outlined'}
          fullWidth
          onClick={() => onBuy(plan._id)}
          disabled={buying}
          aria-label={t`Buy Now: ${name}, ${price}`}
        >
          <Trans>Buy Now</Trans>
        </Button>
      </CardActions>
    </Card>
  );
};
