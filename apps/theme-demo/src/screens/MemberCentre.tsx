import { memberShortcuts, type MemberShortcut } from '@whitelabel/core';
import { Button, Header, Heading, Icon, Inline, MenuGrid, Stack, Text, type IconName } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import { demoBalance, demoMember } from '../fixtures.js';
import type { DemoMoney, DemoSiteSettings } from '../themes.js';
import { Footer } from './Footer.js';
import { BalanceCard } from './Balance.js';
import * as styles from './screens.css.js';

const shortcutIcons: Record<MemberShortcut, IconName> = {
  deposit: 'wallet',
  withdraw: 'wallet',
  bettingRecord: 'inbox',
  lotteryOrders: 'check',
  manualRebate: 'refresh',
  rewardCentre: 'gift',
  vip: 'tag',
  profile: 'user',
  security: 'shield',
  changePassword: 'shield',
};

export interface MemberCentreProps {
  locale: string;
  money: DemoMoney;
  /** The folder's switches (which shortcuts the centre offers) and its member-centre layout (mem_cen). */
  site: DemoSiteSettings;
  onDeposit: () => void;
}

/**
 * My account as the member site shows it logged in: the member and VIP level, the balance, deposit and withdraw, and
 * the shortcuts the merchant's switches offer, as tiles in the new member centre (mem_cen 1) or rows in the classic one.
 */
export function MemberCentre({ locale, money, site, onDeposit }: MemberCentreProps) {
  const { t } = useTranslation();
  const shortcuts = memberShortcuts(site.whitelabel);
  const moneyActions = shortcuts.filter((item) => item === 'deposit' || item === 'withdraw');
  const others = shortcuts.filter((item) => item !== 'deposit' && item !== 'withdraw');
  const label = (item: MemberShortcut) => t(item === 'lotteryOrders' ? 'lottery.orders.title' : `member.shortcuts.${item}`);
  return (
    <>
      <Header title={t('member.title')} backLabel={t('common.back')} />
      <main className={`${styles.stack} ${styles.inset} ${styles.withFooter}`}>
        <section className={styles.card} aria-labelledby="member-name">
          <Inline space="sm" alignY="center" noWrap>
            <span className={styles.avatar} aria-hidden="true">
              <Icon name="user" size={28} />
            </span>
            <Stack space="xxs">
              <Heading level={2} size={3} id="member-name">
                {demoMember.account}
              </Heading>
              <Text size="sm" tone="muted">
                {t('member.account', { account: demoMember.account })}
              </Text>
              <Text size="sm" weight="bold">
                {t('vip.level', { level: demoMember.vipLevel })}
              </Text>
            </Stack>
          </Inline>
        </section>
        <BalanceCard amount={demoBalance(site.deposit.min)} locale={locale} money={money} />
        {moneyActions.length > 0 ? (
          <Inline space="sm">
            {moneyActions.map((item) => (
              <Button key={item} variant={item === 'deposit' ? 'primary' : 'secondary'} onClick={item === 'deposit' ? onDeposit : undefined}>
                {t(`member.shortcuts.${item}`)}
              </Button>
            ))}
          </Inline>
        ) : null}
        <MenuGrid
          title={t('member.shortcutsTitle')}
          label={t('member.shortcutsTitle')}
          columns={3}
          layout={site.mobileTemplate.mem_cen === 1 ? 'grid' : 'list'}
          items={others.map((item) => ({ id: item, label: label(item), icon: <Icon name={shortcutIcons[item]} />, onSelect: () => undefined }))}
        />
      </main>
      <Footer current="profile" onSelect={() => undefined} />
    </>
  );
}
