import { styled } from '@mui/material/styles';
import { useId, type ComponentProps, type ReactNode } from 'react';

const Field = styled('div')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  const onBackground = theme.vars?.palette.common.onBackgroundChannel ?? '0 0 0';
  return {
    display: 'grid',
    gap: 6,
    '& > label': { ...theme.typography.body2, fontWeight: 600, color: palette.text.secondary },
    '& > div': {
      display: 'flex',
      alignItems: 'center',
      paddingInline: 14,
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
    },
    '& input': {
      ...theme.typography.body1,
      flex: 1,
      minWidth: 0,
      // 56 px in all, as MUI's outlined fields: tall enough for a finger
      boxSizing: 'content-box',
      height: '1.4375em',
      padding: '16.5px 0',
      border: 0,
      outline: 0,
      color: palette.text.primary,
      background: 'none',
      // a value too long for the field ends in an ellipsis, never cut mid-letter
      textOverflow: 'ellipsis',
      '&:-webkit-autofill': { borderRadius: 'inherit' },
    },
  };
});

type PlainFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** inside the field, after the text: a button that acts on it */
  end?: ReactNode;
};

/**
 * A labelled text field styled from the theme, its label above it, for the login card in a new
 * visitor's first load, which MUI's FormControl, InputLabel and OutlinedInput would weigh down
 * (see plain-button.tsx). Elsewhere the app uses TextInput.
 */
export const PlainField = ({ label, end, required, ...input }: PlainFieldProps) => {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div>
        <input id={id} required={required} {...input} />
        {end}
      </div>
    </Field>
  );
};
