import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as styles from './Text.css.js';
import { Text } from './Text.js';

describe('text', () => {
  it('applies size, tone and weight from the theme', () => {
    render(
      <Text size="sm" tone="danger" weight="bold">
        Amount too low
      </Text>,
    );
    const text = screen.getByText('Amount too low');
    expect(text.tagName).toBe('P');
    expect(text.className).toContain(styles.size.sm);
    expect(text.className).toContain(styles.tone.danger);
    expect(text.className).toContain(styles.weight.bold);
  });

  it('truncates one line and clamps several', () => {
    render(
      <>
        <Text maxLines={1}>One</Text>
        <Text maxLines={3}>Three</Text>
        <Text>Free</Text>
      </>,
    );
    expect(screen.getByText('One').className).toContain(styles.truncate);
    const three = screen.getByText('Three');
    expect(three.className).toContain(styles.clamp);
    expect(three.style.getPropertyValue('--text-lines')).toBe('3');
    expect(screen.getByText('Free').className).not.toContain(styles.clamp);
  });
});
