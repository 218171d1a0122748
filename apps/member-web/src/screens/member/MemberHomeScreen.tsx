import { memberShortcutRoutes, memberShortcuts, type MemberShortcut } from '@whitelabel/core';
import { useGating, useMemberRank, useTemplateLayout, useVipProgress } from '@whitelabel/core/hooks';
import { accountPopupAtom } from '@whitelabel/core/state';
import { buttonClass, Icon, type IconName, MenuGrid, Skeleton, SkeletonGroup, visuallyHidden } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AppFooter } from '../../app/AppFooter.js';
import { Page } from '../../app/Page.js';
import * as styles from './member.css.js';
import { InboxHeaderButton, MessagesMenu } from '../messages/MessagesMenu.js';
import { ErrorNotice, MemberOnly } from './parts.js';
import { WalletBalance } from './WalletBalance.js';

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

function ProfileCard() {
  const { t } = useTranslation();
  const { info, view, isPending, error, ranks } = useMemberRank();
  const progress = useVipProgress();
  if (error) return <ErrorNotice error={error} onRetry={() => void Promise.all([info.refetch(), ranks.refetch()])} />;
  if (isPending || !info.data) return <ProfileCardSkeleton />;
  const member = info.data;
  const percent = Math.round(progress.progress * 100);
  const top = view && !view.next;
  return (
    <section className={styles.card} aria-labelledby="member-name">
      <div className={styles.row}>
        <img className={styles.avatar} src={member.headIcon.url} alt="" width={56} height={56} />
        <div className={styles.stack}>
          <h2 id="member-name" className={styles.name}>
            {member.nickname || member.account}
          </h2>
          <p className={styles.muted}>{t('member.account', { account: member.account })}</p>
          <p className={styles.muted}>
            <strong>{t('vip.level', { level: member.vipLevel })}</strong>
            {view?.current ? ` · ${view.current.name}` : ''}
          </p>
        </div>
      </div>
      <div className={styles.spread}>
        <span id="vip-progress-label" className={styles.muted}>
          {top ? t('vip.topLevel') : view?.next ? t('vip.progressTo', { level: view.next.level, name: view.next.name }) : t('vip.progress')}
        </span>
        <span className={styles.muted}>{progress.isPending ? '' : `${percent}%`}</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-labelledby="vip-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.isPending ? undefined : percent}
        aria-busy={progress.isPending || undefined}
      >
        <div className={styles.progressFill} style={{ inlineSize: `${percent}%` }} />
      </div>
      {!top && progress.data ? (
        <p className={styles.muted}>
          {t('vip.conditions', { done: progress.data.currentProgress.completedConditions, total: progress.data.currentProgress.totalExpectedConditions })}
        </p>
      ) : !top && progress.isPending ? (
        <p className={styles.muted}>
          <Skeleton shape="rect" width="45%" height="1lh" />
        </p>
      ) : null}
      <Link to="/m/member/benefits" className={buttonClass({ variant: 'secondary' })}>
        {t('vip.seeBenefits')}
      </Link>
    </section>
  );
}

/**
 * The profile card's loading state, line for line the card it becomes (each line one line-height of its own
 * text), so the sections below it do not move when the member arrives.
 */
function ProfileCardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      {/* Only the words are the status: the card's link is already usable and is not announced with them. */}
      <span role="status" className={visuallyHidden}>
        {t('common.loading')}
      </span>
      <div className={styles.row}>
        <Skeleton shape="circle" width="56px" height="56px" />
        <div className={styles.stack}>
          <div className={styles.name}>
            <Skeleton shape="rect" width="50%" height="1lh" />
          </div>
          <p className={styles.muted}>
            <Skeleton shape="rect" width="40%" height="1lh" />
          </p>
          <p className={styles.muted}>
            <Skeleton shape="rect" width="30%" height="1lh" />
          </p>
        </div>
      </div>
      <p className={styles.muted}>
        <Skeleton shape="rect" width="60%" height="1lh" />
      </p>
      <div className={styles.progressTrack} />
      <p className={styles.muted}>
        <Skeleton shape="rect" width="45%" height="1lh" />
      </p>
      <Link to="/m/member/benefits" className={buttonClass({ variant: 'secondary' })}>
        {t('vip.seeBenefits')}
      </Link>
    </div>
  );
}

function Shortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gating = useGating();
  const layout = useTemplateLayout();
  const openPopup = useSetAtom(accountPopupAtom);
  const items = memberShortcuts(gating.flags);
  const money = items.filter((item) => item === 'deposit' || item === 'withdraw');
  const others = items.filter((item) => item !== 'deposit' && item !== 'withdraw');
  // The lottery screens keep their texts under their own key.
  const label = (item: MemberShortcut) => t(item === 'lotteryOrders' ? 'lottery.orders.title' : `member.shortcuts.${item}`);
  const go = (item: MemberShortcut) => (item === 'changePassword' ? openPopup('changePsw') : navigate(memberShortcutRoutes[item]));
  return (
    <>
      {money.length > 0 && (
        <div className={styles.actions}>
          {money.map((item) => (
            <button key={item} type="button" className={item === 'deposit' ? buttonClass() : buttonClass({ variant: 'secondary' })} onClick={() => go(item)}>
              {t(`member.shortcuts.${item}`)}
            </button>
          ))}
        </div>
      )}
      {/* mem_cen 1: the new member centre's tiles; 0: the classic centre's rows. */}
      <MenuGrid
        title={t('member.shortcutsTitle')}
        label={t('member.shortcutsTitle')}
        columns={3}
        layout={layout.newMemberCentre ? 'grid' : 'list'}
        items={others.map((item) => ({ id: item, label: label(item), icon: <Icon name={shortcutIcons[item]} />, onSelect: () => go(item) }))}
      />
    </>
  );
}

/**
 * The shortcuts and the messages menu, shown together once the merchant's switches and layout are known:
 * both depend on them, and they come last, so they are added below the cards without moving anything.
 */
function Menus() {
  const { t } = useTranslation();
  const gating = useGating();
  const layout = useTemplateLayout();
  if (!gating.ready || !layout.ready) {
    return (
      <SkeletonGroup label={t('common.loading')}>
        <Skeleton shape="rect" height="160px" />
      </SkeletonGroup>
    );
  }
  return (
    <>
      <Shortcuts />
      <MessagesMenu />
    </>
  );
}

/**
 * My account (/m/member/home): the member, VIP level and progress, balance, and shortcuts (profile and
 * security centre among them), as tiles in the new member centre (mem_cen 1) or rows in the classic one.
 */
export default function MemberHomeScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('member.title')} noBack footer={<AppFooter />} headerEnd={<InboxHeaderButton />}>
      <MemberOnly>
        <ProfileCard />
        <section className={styles.card} aria-labelledby="member-balance">
          <h2 id="member-balance" className={styles.sectionTitle}>
            {t('wallet.balance')}
          </h2>
          <WalletBalance />
        </section>
        <Menus />
      </MemberOnly>
    </Page>
  );
}
