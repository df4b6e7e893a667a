import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { t } from '@lingui/core/macro';
import { useEffectEvent, useLayoutEffect, useState, type FormEvent } from 'react';
import { Logo } from '../../components/logo';
import { CenteredPage } from '../../components/centered-page';
import { TextInput } from '../../components/text-input';
import { HELD_CLICK, type HeldClick } from './held-click';
import type { AuthRequest } from './sign-in';
import { LazyLanguageSwitcher, useLanguage } from '../language';

type Mode = 'login' | 'register';

/** A button in a sentence, looking like a link (MUI's Link is not in the first load). */
const INLINE_BUTTON = {
  p: 0,
  minWidth: 0,
  font: 'inherit',
  verticalAlign: 'baseline',
  textDecoration: 'underline',
} as const;

/** marks a button whose taps before the app runs are kept for it */
const heldClick = (name: HeldClick) => ({ [HELD_CLICK]: name });

export type TypedFields = Partial<Record<string, string>>;

/** What a visitor did to the prerendered card before React took it over (typed-before-start.ts). */
export interface TypedBeforeStart {
  /** what was typed (or autofilled), by field name */
  fields: TypedFields;
  /** whether the card was sent meanwhile (Enter, the Login button: index.html held it); told once */
  sent: boolean;
  /** the card's buttons tapped meanwhile, by their HELD_CLICK name, in order; told once */
  clicks: string[];
}

interface LoginScreenProps {
  /** logs in or signs up (see sign-in.ts); the card is busy until it settles */
  onSubmit: (request: AuthRequest) => Promise<unknown>;
  /** the card was prerendered: what was done to it before it came alive */
  typedBeforeStart?: () => TypedBeforeStart;
}

/**
 * The login and sign-up card that replaces every route while nobody is signed in. It needs no
 * store: it is the first screen a new visitor sees, prerendered and in the first load alone.
 */
export const LoginScreen = ({ onSubmit, typedBeforeStart }: LoginScreenProps) => {
  const [mode, setMode] = useState<Mode>('login');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  // the core's macros, with the language followed here: Lingui's React bindings come with the app
  useLanguage();
  const toggleMode = () => setMode((m) => (m === 'login' ? 'register' : 'login'));
  const toggleShowPassword = () => setShowPassword((s) => !s);
  // what each button marked heldClick does, whether tapped now or before the card came alive
  const heldActions: Record<HeldClick, () => void> = {
    'toggle-mode': toggleMode,
    'show-password': toggleShowPassword,
  };

  const send = (request: AuthRequest) => {
    setBusy(true);
    // failures are shown by the api-error toasts; the fields keep what was typed
    void onSubmit(request).finally(() => setBusy(false));
  };

  // hydration renders the empty card; what was typed before is put back before the next paint,
  // and a card sent before it came alive (always a login: it showed the login card, whatever was
  // tapped) is sent now, the browser having checked its fields then; else what was tapped is done
  const sendTyped = useEffectEvent(({ email = '', password = '' }: TypedFields) =>
    send({ mode: 'login', email, password }),
  );
  const doTapped = useEffectEvent((clicks: string[]) => {
    for (const click of clicks)
      if (Object.hasOwn(heldActions, click)) heldActions[click as HeldClick]();
  });
  useLayoutEffect(() => {
    if (!typedBeforeStart) return;
    const { fields, sent, clicks } = typedBeforeStart();
    // hydration must render the card as prerendered, empty: what was typed can only come after
    /* eslint-disable react-hooks/set-state-in-effect */
    if (fields.email) setEmail(fields.email);
    if (fields.password) setPassword(fields.password);
    /* eslint-enable react-hooks/set-state-in-effect */
    if (sent) {
      sendTyped(fields);
      return;
    }
    doTapped(clicks);
  }, [typedBeforeStart]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    send(mode === 'login' ? { mode, email, password } : { mode, name, email, password });
  };

  return (
    <CenteredPage>
      <Card component="section" aria-labelledby="auth-title" sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack component="form" spacing={2.5} onSubmit={submit} aria-labelledby="auth-title">
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Logo size={36} />
            </Box>
            <Typography
              id="auth-title"
              variant="h5"
              component="h1"
              sx={{ fontWeight: 700, textAlign: 'center' }}
            >
              {mode === 'login' ? t`User Login` : t`User Sign Up`}
            </Typography>
            {mode === 'register' && (
              <TextInput
                label={t`Name`}
                name="name"
                autoComplete="name"
                required
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
            <TextInput
              label={t`Email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextInput
              label={t`Password`}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    {...heldClick('show-password')}
                    aria-label={showPassword ? t`Hide password` : t`Show password`}
                    onClick={toggleShowPassword}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {mode === 'login' ? t`Login` : t`Create Account`}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {/* the question, then what to press: two sentences of their own in every language */}
              {mode === 'login' ? t`Create an account?` : t`Already have account?`}{' '}
              <Button
                type="button"
                size="small"
                {...heldClick('toggle-mode')}
                onClick={toggleMode}
                sx={INLINE_BUTTON}
              >
                {t`click here`}
              </Button>
            </Typography>
            <LazyLanguageSwitcher />
          </Stack>
        </CardContent>
      </Card>
    </CenteredPage>
  );
};
