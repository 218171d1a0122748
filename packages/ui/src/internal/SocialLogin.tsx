import { useId } from 'react';
import * as formStyles from './form.css.js';
import type { SocialProvider } from './form.js';

export interface SocialLoginProps {
  heading: string;
  labels: Record<SocialProvider, string>;
  providers: readonly SocialProvider[];
  onSelect: (provider: SocialProvider) => void;
}

/** The social login buttons under the login and register forms (LINE, Facebook, Google, each when enabled). */
export function SocialLogin({ heading, labels, providers, onSelect }: SocialLoginProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={formStyles.divider}>
        {heading}
      </h2>
      <ul className={formStyles.social}>
        {providers.map((provider) => (
          <li key={provider}>
            <button type="button" className={formStyles.socialButton} onClick={() => onSelect(provider)}>
              {labels[provider]}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
