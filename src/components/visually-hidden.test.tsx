import { describe, expect, it } from '@jest/globals';
import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { visuallyHidden } from './visually-hidden';
import { keepEveryStyle } from '../testing/lean-styles';

keepEveryStyle();

describe('visually hidden text', () => {
  it('is a one-pixel box, not as large as its container', () => {
    render(
      <div style={{ width: 400, height: 300 }}>
        <Box sx={visuallyHidden}>Only for screen readers</Box>
      </div>,
    );
    const style = getComputedStyle(screen.getByText('Only for screen readers'));
    expect([style.width, style.height, style.margin]).toEqual(['1px', '1px', '-1px']);
    expect(style.position).toBe('absolute');
    expect(style.overflow).toBe('hidden');
  });
});
