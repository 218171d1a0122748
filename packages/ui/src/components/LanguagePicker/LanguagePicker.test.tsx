import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languages } from '@whitelabel/core';
import { describe, expect, it, vi } from 'vitest';
import { hasFlag, languageFlagRegion } from './flags.js';
import { LanguagePicker } from './LanguagePicker.js';

describe('language picker with flags (spec sections 1 and 2)', () => {
  it('has an inline flag for every interface language of spec section 1', () => {
    for (const language of languages) {
      const region = languageFlagRegion[language.code];
      expect(region, language.code).toBeDefined();
      expect(hasFlag(region!), `${language.code} → ${region}`).toBe(true);
    }
  });

  it('marks the current language and reports a choice', async () => {
    const onChange = vi.fn();
    render(<LanguagePicker label="Language" languages={languages.slice(0, 3)} value="EN" onChange={onChange} />);
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '日本語' }));
    expect(onChange).toHaveBeenCalledWith('JA');
  });

  it('tags each name with its own language for screen readers', () => {
    render(<LanguagePicker label="Language" languages={languages.filter((language) => language.code === 'TH')} value="TH" onChange={() => {}} />);
    expect(screen.getByText('ไทย').getAttribute('lang')).toBe('th');
  });

  it('draws flags without any image request', () => {
    const { container } = render(<LanguagePicker label="Language" languages={languages} value="EN" onChange={() => {}} />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelectorAll('svg[data-region]')).toHaveLength(30);
  });
});
