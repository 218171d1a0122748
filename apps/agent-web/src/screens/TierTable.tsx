import { useTranslation } from 'react-i18next';
import { useFormat } from '../app/format.js';
import * as styles from '../app/ui.css.js';

/** Dividend tiers: from which profit which rate applies. */
export function TierTable({ tiers }: { tiers: readonly { minProfit: string; rate: string }[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <table className={styles.table}>
      <caption className={styles.muted}>{t('agent.dividend.tiers')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('agent.dividend.minProfit')}</th>
          <th scope="col">{t('agent.dividend.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.minProfit}>
            <td>{format.money(tier.minProfit)}</td>
            <td>{format.percent(tier.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
