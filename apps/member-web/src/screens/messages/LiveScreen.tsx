import type { Schema } from '@whitelabel/api';
import { useAnchorList, useChatUnreadCount, useFocusList, useLaunchChat, useLiveModels, useSession, type AnchorListType } from '@whitelabel/core/hooks';
import { buttonClass, TextField, UnreadBadge, type AsyncResult } from '@whitelabel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequireLogin } from '../../app/auth.js';
import { Page } from '../../app/Page.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from '../member/member.css.js';
import { ChoiceChips, errorKey, Loaded, Tabs } from '../member/parts.js';
import * as local from './messages.css.js';

/**
 * The chat room: the unread chat count (CBS3, throttled 250 ms in core) and the launch, which asks for
 * the b2c room with template v2 and this page as backUrl, then opens `chatUrl` in this tab (a window
 * opened after a request is blocked by mobile browsers) so the room can send the member back.
 */
function ChatCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const unread = useChatUnreadCount();
  const launch = useLaunchChat();
  const open = () =>
    requireLogin(() =>
      launch.mutate(
        { backUrl: window.location.href },
        {
          onSuccess: (chatUrl) => window.location.assign(chatUrl),
          onError: (error) => toast.error(errorKey(error)),
        },
      ),
    );
  return (
    <section className={styles.card} aria-labelledby="chat-title">
      <div className={styles.spread}>
        <h2 id="chat-title" className={styles.sectionTitle}>
          {t('live.chatTitle')}
        </h2>
        <UnreadBadge count={unread.count} label={t('live.chatUnread', { count: unread.count })} />
      </div>
      <p className={styles.muted}>{t('live.chatHint')}</p>
      <button type="button" className={buttonClass({ block: true })} onClick={open} disabled={launch.isPending} aria-busy={launch.isPending || undefined}>
        {launch.isPending ? t('live.opening') : t('live.openChat')}
      </button>
    </section>
  );
}

function AnchorCard({ anchor }: { anchor: Schema<'Anchor'> }) {
  const { t } = useTranslation();
  const status = anchor.streaming ? t('live.streaming') : anchor.online ? t('live.online') : t('live.offline');
  return (
    <li className={local.anchorCard}>
      <img className={local.anchorCover} src={anchor.coverUrl} alt="" loading="lazy" />
      <h3 className={local.anchorName} dir="auto">
        {anchor.nickname}
      </h3>
      <span className={`${styles.badge} ${anchor.streaming ? styles.badgeTone.failed : anchor.online ? styles.badgeTone.success : styles.badgeTone.info}`}>
        {status}
      </span>
      <span className={styles.muted}>{t('live.followers', { count: anchor.followers })}</span>
      {anchor.focused ? <span className={styles.muted}>{t('live.following')}</span> : null}
    </li>
  );
}

function AnchorResults({ query, empty }: { query: AsyncResult<Schema<'Anchor'>[]>; empty: string }) {
  const { t } = useTranslation();
  return (
    <Loaded result={query} rows={2} label={t('live.loading')} isEmpty={(anchors) => anchors.length === 0} empty={empty}>
      {(anchors) => (
        <ul className={local.anchorGrid}>
          {anchors.map((anchor) => (
            <AnchorCard key={anchor.anchorId} anchor={anchor} />
          ))}
        </ul>
      )}
    </Loaded>
  );
}

type AnchorTab = AnchorListType | 'focus';

function AnchorSearch() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const results = useAnchorList('query', keyword);
  return (
    <>
      <TextField label={t('live.searchLabel')} value={keyword} onChange={setKeyword} hint={t('live.searchHint')} />
      {keyword.trim() ? <AnchorResults query={results} empty={t('live.noAnchors')} /> : null}
    </>
  );
}

function Anchors() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const [tab, setTab] = useState<AnchorTab>('hot');
  const hot = useAnchorList('hot');
  const promo = useAnchorList('promo');
  const focus = useFocusList();
  const tabs: AnchorTab[] = loggedIn ? ['hot', 'promo', 'query', 'focus'] : ['hot', 'promo', 'query'];
  return (
    <section className={styles.stack} aria-labelledby="anchors-title">
      <h2 id="anchors-title" className={styles.sectionTitle}>
        {t('live.anchorsTitle')}
      </h2>
      <Tabs label={t('live.anchorsTitle')} tabs={tabs.map((value) => ({ value, label: t(`live.tabs.${value}`) }))} value={tab} onChange={setTab}>
        {tab === 'hot' ? <AnchorResults query={hot} empty={t('live.noAnchors')} /> : null}
        {tab === 'promo' ? <AnchorResults query={promo} empty={t('live.noAnchors')} /> : null}
        {tab === 'query' ? <AnchorSearch /> : null}
        {tab === 'focus' ? <AnchorResults query={focus} empty={t('live.noFocus')} /> : null}
      </Tabs>
    </section>
  );
}

type ModelFilter = 'all' | 'active' | 'streaming';

function LiveModels() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ModelFilter>('all');
  const models = useLiveModels(filter === 'all' ? {} : { [filter]: true });
  return (
    <section className={styles.stack} aria-labelledby="models-title">
      <h2 id="models-title" className={styles.sectionTitle}>
        {t('live.modelsTitle')}
      </h2>
      <ChoiceChips
        label={t('live.filterLabel')}
        options={(['all', 'active', 'streaming'] as const).map((value) => ({ value, label: t(`live.filter.${value}`) }))}
        value={filter}
        onChange={setFilter}
      />
      <Loaded result={models} rows={2} label={t('live.loading')} isEmpty={(list) => list.length === 0} empty={t('live.noModels')}>
        {(list) => (
          <ul className={styles.list} aria-label={t('live.modelsTitle')}>
            {list.map((model) => (
              <li key={model.modelId} className={`${styles.listItem} ${local.modelRow}`}>
                <img className={local.modelAvatar} src={model.avatarUrl} alt="" width={40} height={40} loading="lazy" />
                <span className={styles.stack}>
                  <strong dir="auto">{model.nickname}</strong>
                  <span className={styles.muted}>
                    {model.streaming ? t('live.viewers', { count: model.viewers }) : model.active ? t('live.active') : t('live.inactive')}
                  </span>
                </span>
                {model.streaming ? <span className={`${styles.badge} ${styles.badgeTone.failed}`}>{t('live.streaming')}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}

/**
 * Live and chat (/m/live): the chat room with its unread count, the anchor lists (hot, featured,
 * search, following) and the live models (all, active, streaming). Guests may look; chat asks them to
 * log in. The unread chat count shows only with CBS3 (core's hook sends no request otherwise).
 */
export default function LiveScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('live.title')}>
      <ChatCard />
      <Anchors />
      <LiveModels />
    </Page>
  );
}
