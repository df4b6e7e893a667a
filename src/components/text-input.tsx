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
 * `select` mode, which no field here needs.
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
  // Without a visible label there is nothing a form control would lay out. Outside one, the
  // field's first key and the one that empties it re-render nothing (it marks itself filled).
  if (hiddenLabel)
    return (
      <OutlinedInput
        id={id}
        fullWidth={fullWidth}
        required={required}
        size={size}
        inputProps={{ 'aria-label': label, ...inputProps }}
        {...rest}
      />
    );
  return (
    <FormControl fullWidth={fullWidth} required={required} size={size} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} inputProps={inputProps} {...rest} />
    </FormControl>
  );
};
