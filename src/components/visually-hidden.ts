/**
 * Styles that hide content from sight but keep it for screen readers. Sizes are strings: in
 * MUI's sx a number up to 1 means a fraction (1 is 100 %), not a pixel.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
