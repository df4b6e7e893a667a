import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

type TextInputProps = Omit<OutlinedInputProps, 'label' | 'id'> & {
  label: string;
  /** hide the label visually; it still names the field */
  hiddenLabel?: boolean;
};

/**
 * A labelled text field. MUI's TextField also bundles Select, Menu, Popover and Modal for its
 * `select` mode; the login screen is the first thing a visitor downloads, so it uses this.
 */
export const TextInput = ({
  label,
  hiddenLabel,
  required,
  fullWidth = true,
  size,
  inputProps,
  ...rest
}: TextInputProps) => {
  const id = useId();
  return (
    <FormControl fullWidth={fullWidth} required={required} size={size} variant="outlined">
      {!hiddenLabel && <InputLabel htmlFor={id}>{label}</InputLabel>}
      <OutlinedInput
        id={id}
        label={hiddenLabel ? undefined : label}
        inputProps={hiddenLabel ? { 'aria-label': label, ...inputProps } : inputProps}
        {...rest}
      />
    </FormControl>
  );
};
