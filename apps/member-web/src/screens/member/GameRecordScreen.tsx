import { bettingRecordCodes, type BettingRecordCode } from '@whitelabel/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../app/Page.js';
import { LotteryLinks } from '../lottery/LotteryLinks.js';
import { ChoiceChips, MemberOnly } from './parts.js';
import { TransactionRecords } from './TransactionRecords.js';

/**
 * Betting record (/m/gameRecord): the game entries of the wallet (bets, wins, lottery bets, wins
 * and refunds) by type and day range, with totals and load more.
 */
export default function GameRecordScreen() {
  const { t } = useTranslation();
  const [code, setCode] = useState<BettingRecordCode>('BET');
  return (
    <Page title={t('record.title')}>
      <MemberOnly flag="BETTING_RECORD">
        <ChoiceChips
          label={t('record.type')}
          options={bettingRecordCodes.map((value) => ({ value, label: t(`record.codes.${value}`) }))}
          value={code}
          onChange={setCode}
        />
        <TransactionRecords txCode={code} title={t(`record.codes.${code}`)} emptyText={t('record.empty')} />
        <LotteryLinks show={['orders']} />
      </MemberOnly>
    </Page>
  );
}
