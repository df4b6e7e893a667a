import { styled } from '@mui/material/styles';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { TOUCH } from './touch';

const Field = styled('div', { shouldForwardProp: (prop) => prop !== 'compact' })<{
  compact?: boolean;
}>(({ theme, compact }) => {
  const { palette } = theme.vars ?? theme;
  const onBackground = theme.vars?.palette.common.onBackgroundChannel ?? '0 0 0';
  return {
    display: 'grid',
    // as narrow as its place: a field's own width never pushes what is beside it away
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: 6,
    '& > label': { ...theme.typography.body2, fontWeight: 600, color: palette.text.secondary },
    '& > div': {
      display: 'flex',
      alignItems: 'center',
      paddingInline: compact ? 12 : 14,
      borderRadius: theme.shape.borderRadius,
      // 3:1 against the paper in either theme (WCAG 1.4.11), where MUI's own outline is fainter
      border: `1px solid rgba(${onBackground} / 0.45)`,
      backgroundColor: palette.background.paper,
      '@media (hover: hover)': { '&:hover': { borderColor: palette.text.primary } },
      // the outline thickens to 2 px without moving the text
      '&:focus-within': {
        borderColor: palette.primary.main,
        boxShadow: `inset 0 0 0 1px ${palette.primary.main}`,
      },
      // the icon before the text
      '& > svg': { flexShrink: 0, marginInlineEnd: 8, color: palette.action.active },
    },
    '& input': {
      ...theme.typography.body1,
      flex: 1,
      minWidth: 0,
      // 56 px in all, as MUI's outlined fields: tall enough for a finger; 40 in a toolbar
      boxSizing: 'content-box',
      height: '1.4375em',
      padding: compact ? '8.5px 0' : '16.5px 0',
      border: 0,
      outline: 0,
      color: palette.text.primary,
      background: 'none',
      // a value too long for the field ends in an ellipsis, never cut mid-letter
      textOverflow: 'ellipsis',
      '&:-webkit-autofill': { borderRadius: 'inherit' },
      '&::placeholder': { color: palette.text.secondary, opacity: 1 },
      // a compact field is still tall enough for a finger
      ...(compact && { [TOUCH]: { minHeight: 44, boxSizing: 'border-box' } }),
    },
  };
});

type PlainFieldProps = Omit<ComponentProps<'input'>, 'id' | 'size'> & {
  label: string;
  /** the label names the field without being shown: a search box, its icon saying what it is */
  hiddenLabel?: boolean;
  /** 40 px tall instead of 56, for a bar or a dialog's search */
  compact?: boolean;
  /** inside the field, before the text: an icon that says what it is for */
  start?: ReactNode;
  /** inside the field, after the text: a button that acts on it */
  end?: ReactNode;
};

/**
 * A labelled text field styled from the theme, its label above it or only named. Plain elements:
 * MUI's FormControl, InputLabel and OutlinedInput would weigh down the login card in a new
 * visitor's first load, and the app chunk a signed-in start waits for (see plain-button.tsx).
 */
export const PlainField = ({
  label,
  hiddenLabel,
  compact,
  start,
  end,
  required,
  ...input
}: PlainFieldProps) => {
  const id = useId();
  return (
    <Field compact={compact}>
      {!hiddenLabel && (
        <label htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      <div>
        {start}
        <input
          id={id}
          required={required}
          aria-label={hiddenLabel ? label : undefined}
          {...input}
        />
        {end}
      </div>
    </Field>
  );
};
