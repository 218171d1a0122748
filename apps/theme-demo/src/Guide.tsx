import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ThemeDemo.css.js';

/** The files and commands of each step: paths and shell lines are the same in every language. */
const steps = [
  {
    key: 'folder',
    code: 'cp -r merchants/goldenlotus merchants/<code>\n# merchant.json: { "name": "<Name>", "defaultLanguage": "EN", "languages": ["EN", "TH"], "ageLimit": 18 }\n# theme.json: { "extends": "light", "tokens": { "color": { "brand": "#0b6e4f" } } }',
  },
  {
    key: 'site',
    code: 'pnpm --filter @whitelabel/member-web build\n# every merchant folder, each into dist-<code>/; or only this merchant:\nMERCHANT=<code> pnpm --filter @whitelabel/member-web exec vite build\npnpm --filter @whitelabel/member-web exec vite preview --outDir dist-<code>',
  },
  { key: 'server', code: 'API_PROXY_TARGET=https://gateway.example.com pnpm --filter @whitelabel/member-web dev' },
  { key: 'check', code: 'pnpm --filter @whitelabel/merchants test' },
] as const;

/** How to add a merchant: one folder, one build (merchants/README.md, "Adding a merchant"). */
export function Guide() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.guide} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('demo.guide.title')}
      </h2>
      <p className={styles.guideIntro}>{t('demo.guide.intro')}</p>
      <ol className={styles.guideSteps}>
        {steps.map((step) => (
          <li key={step.key} className={styles.guideStep}>
            <p className={styles.guideText}>{t(`demo.guide.${step.key}`)}</p>
            {/* Paths and commands read left to right in every language. */}
            <pre className={styles.code} dir="ltr" translate="no">
              <code>{step.code}</code>
            </pre>
          </li>
        ))}
      </ol>
    </section>
  );
}
