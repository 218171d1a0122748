import { toMinorUnits } from '@whitelabel/core';
import { useMoneyFormat, useWallet } from '@whitelabel/core/hooks';
import { balanceMaskedAtom } from '@whitelabel/core/state';
import { BalanceDisplay } from '@whitelabel/ui';
import { useAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from './parts.js';

/** The wallet balance with mask and refresh (masked while refreshing). */
export function WalletBalance() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const wallet = useWallet();
  const [masked, setMasked] = useAtom(balanceMaskedAtom);
  if (wallet.isError) return <ErrorNotice error={wallet.error} onRetry={() => void wallet.refetch()} />;
  // Display only: the decimal string becomes a number to be formatted, never to be added up.
  const amount = wallet.data && toMinorUnits(wallet.data.sumBalance) !== null ? Number(wallet.data.sumBalance) : null;
  return (
    <BalanceDisplay
      amount={amount}
      currency={wallet.data?.currency}
      locale={money.locale}
      fractionDigits={money.decimals}
      masked={masked}
      onToggleMask={() => setMasked((value) => !value)}
      refreshing={wallet.isFetching}
      onRefresh={() => void wallet.refetch()}
      labels={{
        balance: t('wallet.balance'),
        hidden: t('wallet.balanceHidden'),
        show: t('wallet.showBalance'),
        hide: t('wallet.hideBalance'),
        refresh: t('wallet.refreshBalance'),
      }}
    />
  );
}
