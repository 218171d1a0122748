import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ThemeDemo.css.js';

/** The files and commands of each step: paths and shell lines are the same in every language; `from` is a merchant's folder to start from. */
const steps = (from: string) =>
  [
    {
      key: 'folder',
      code: `pnpm merchant new <code> --from ${from} --name "<Name>"\n# then edit merchants/<code>/: merchant.json, theme.json, artwork/`,
    },
    {
      key: 'site',
      code: 'pnpm --filter @whitelabel/member-web build\n# every merchant folder, each into dist-<code>/; or only this merchant:\nMERCHANT=<code> pnpm --filter @whitelabel/member-web exec vite build\npnpm --filter @whitelabel/member-web exec vite preview --outDir dist-<code>',
    },
    { key: 'server', code: 'API_PROXY_TARGET=https://gateway.example.com pnpm --filter @whitelabel/member-web dev' },
    { key: 'check', code: 'pnpm merchant check <code>' },
  ] as const;

/**
 * How to add a merchant: one folder, one build (merchants/README.md, "Adding a merchant"). `merchants`: the codes of
 * the workspace's merchant folders, named in the texts as a list of the page's language, never written in a text.
 */
export function Guide({ merchants }: { merchants: readonly string[] }) {
  const { t, i18n } = useTranslation();
  // Each code isolated, so a Latin code keeps its order inside a right-to-left sentence.
  const known = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(merchants.map((code) => `\u2068${code}\u2069`));
  const headingId = useId();
  return (
    <section className={styles.guide} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('demo.guide.title')}
      </h2>
      <p className={styles.guideIntro}>{t('demo.guide.intro')}</p>
      <ol className={styles.guideSteps}>
        {steps(merchants[0] ?? '<existing>').map((step) => (
          <li key={step.key} className={styles.guideStep}>
            <p className={styles.guideText}>{step.key === 'server' ? t('demo.guide.server', { merchants: known }) : t(`demo.guide.${step.key}`)}</p>
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
