import { styled } from '@mui/material/styles';
import { t } from '@lingui/core/macro';
import { useEffectEvent, useLayoutEffect, useState, type FormEvent } from 'react';
import { Logo } from '../../components/logo';
import { CenteredPage } from '../../components/centered-page';
import { PlainButton } from '../../components/plain-button';
import { PlainField } from '../../components/plain-field';
import { HELD_CLICK, type HeldClick } from './held-click';
import type { AuthRequest } from './sign-in';
import { LazyLanguageSwitcher, useLanguage } from '../language';

type Mode = 'login' | 'register';

/**
 * The card, styled from the theme as MUI's outlined Card with a Stack and Typography in it would
 * be: none of those components is in the first load.
 */
const Card = styled('section')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    width: '100%',
    maxWidth: 400,
    padding: theme.spacing(3),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 4, 3) },
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
    '& > form': { display: 'flex', flexDirection: 'column', gap: theme.spacing(2.5) },
    '& h1': { ...theme.typography.h5, margin: 0, fontWeight: 700, textAlign: 'center' },
    '& form > p': {
      ...theme.typography.body2,
      margin: 0,
      color: palette.text.secondary,
      textAlign: 'center',
    },
    // the logo
    '& form > svg': { alignSelf: 'center' },
  };
});

// MUI's Visibility and VisibilityOff icons, drawn without SvgIcon (not in the first load)
const SHOWN =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const HIDDEN =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';
const eye = (d: string) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path d={d} />
  </svg>
);

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
      <Card aria-labelledby="auth-title">
        <form onSubmit={submit} aria-labelledby="auth-title">
          <Logo size={36} />
          <h1 id="auth-title">{mode === 'login' ? t`User Login` : t`User Sign Up`}</h1>
          {mode === 'register' && (
            <PlainField
              label={t`Name`}
              name="name"
              autoComplete="name"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
          <PlainField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PlainField
            label={t`Password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            end={
              <PlainButton
                type="button"
                look="icon"
                edge="end"
                {...heldClick('show-password')}
                aria-label={showPassword ? t`Hide password` : t`Show password`}
                onClick={toggleShowPassword}
              >
                {eye(showPassword ? HIDDEN : SHOWN)}
              </PlainButton>
            }
          />
          <PlainButton type="submit" look="contained" disabled={busy}>
            {mode === 'login' ? t`Login` : t`Create Account`}
          </PlainButton>
          <p>
            {/* the question, then what to press: two sentences of their own in every language */}
            {mode === 'login' ? t`Create an account?` : t`Already have account?`}{' '}
            <PlainButton
              type="button"
              look="text"
              {...heldClick('toggle-mode')}
              onClick={toggleMode}
            >
              {t`click here`}
            </PlainButton>
          </p>
          <LazyLanguageSwitcher />
        </form>
      </Card>
    </CenteredPage>
  );
};
