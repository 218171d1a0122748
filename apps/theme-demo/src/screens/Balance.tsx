import { BalanceDisplay, Heading } from '@whitelabel/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoMoney } from '../themes.js';
import * as styles from './screens.css.js';

/** The member's balance card of the member screens: its heading and the balance with its mask, as the member site shows it. */
export function BalanceCard({ amount, locale, money }: { amount: number; locale: string; money: DemoMoney }) {
  const { t } = useTranslation();
  const id = useId();
  const [masked, setMasked] = useState(false);
  return (
    <section className={styles.card} aria-labelledby={id}>
      <Heading level={2} size={4} id={id}>
        {t('wallet.balance')}
      </Heading>
      <BalanceDisplay
        amount={amount}
        currency={money.symbol}
        fractionDigits={money.decimals}
        locale={locale}
        masked={masked}
        onToggleMask={() => setMasked((value) => !value)}
        labels={{
          balance: t('wallet.balance'),
          hidden: t('wallet.balanceHidden'),
          show: t('wallet.showBalance'),
          hide: t('wallet.hideBalance'),
          refresh: t('wallet.refreshBalance'),
        }}
      />
    </section>
  );
}
