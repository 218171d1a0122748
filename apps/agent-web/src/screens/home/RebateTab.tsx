import { useRebateSettings } from '@whitelabel/core/hooks';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format.js';
import { Loaded } from '../../app/states.js';
import * as styles from '../../app/ui.css.js';

/** Rebate rates per game type (and provider), with the highest rate the agent may give its downline. */
export default function RebateTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const rebate = useRebateSettings();
  return (
    <Loaded result={rebate} isEmpty={(loaded) => loaded.length === 0} empty={t('agent.rebate.empty')}>
      {(loaded) => (
        <div className={styles.card}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t('agent.rebate.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agent.rebate.gameType')}</th>
                <th scope="col">{t('agent.rebate.rate')}</th>
                <th scope="col">{t('agent.rebate.maxRate')}</th>
              </tr>
            </thead>
            <tbody>
              {loaded.map((setting) => (
                <tr key={`${setting.gameType}-${setting.vassalage ?? ''}`}>
                  <th scope="row">
                    {t(`agent.gameTypes.${setting.gameType}`)}
                    {setting.vassalage ? <span className={styles.muted}> · {setting.vassalage}</span> : null}
                  </th>
                  <td>{format.percent(setting.rate)}</td>
                  <td>{format.percent(setting.maxRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Loaded>
  );
}
