import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visuallyHidden } from '../../internal/a11y.css.js';
import { VisuallyHidden } from './VisuallyHidden.js';

describe('visually hidden', () => {
  it('keeps the text in the accessibility tree with the one hiding class', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    const hidden = button.querySelector(`.${visuallyHidden}`);
    expect(hidden?.textContent).toBe('Close');
    expect(hidden?.tagName).toBe('SPAN');
  });

  it('renders a div around blocks', () => {
    render(
      <VisuallyHidden as="div">
        <h2>Results</h2>
      </VisuallyHidden>,
    );
    expect(screen.getByRole('heading', { name: 'Results' }).parentElement?.tagName).toBe('DIV');
  });
});
