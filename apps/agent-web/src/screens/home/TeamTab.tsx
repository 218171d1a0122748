import type { Schema } from '@whitelabel/api';
import { useDownline, useSubordinates } from '@whitelabel/core/hooks';
import { buttonClass, SearchBox } from '@whitelabel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format.js';
import { Loaded, Pager } from '../../app/states.js';
import * as styles from '../../app/ui.css.js';
import { TransferPopup } from './TransferPopup.js';

const pageSize = 10;
type View = 'subordinates' | 'downline';
type TeamMember = Schema<'TeamMember'>;

/** Direct subordinates, or the downline tree one level at a time; search by account, paging, transfer. */
export default function TeamTab() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('subordinates');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  // The downline path from the agent: each entry is a member whose own downline is shown.
  const [path, setPath] = useState<TeamMember[]>([]);
  const [transferTo, setTransferTo] = useState<TeamMember | null>(null);
  const parent = path.at(-1);

  const subordinates = useSubordinates({ account, pageNo: page, pageSize });
  const downline = useDownline({ account, pageNo: page, pageSize, ...(parent ? { parentId: parent.memberId } : {}) });
  const query = view === 'subordinates' ? subordinates : downline;

  const switchView = (next: View) => {
    setView(next);
    setPage(1);
    setPath([]);
  };

  return (
    <>
      <div role="group" aria-label={t('agent.team.view')} className={styles.row}>
        {(['subordinates', 'downline'] as const).map((value) => (
          <button key={value} type="button" className={styles.tab} aria-pressed={view === value} onClick={() => switchView(value)}>
            {t(`agent.team.${value}`)}
          </button>
        ))}
      </div>
      <SearchBox
        labels={{ search: t('agent.team.search'), clear: t('agent.team.clear'), tooShort: '' }}
        placeholder={t('agent.team.searchPlaceholder')}
        minLength={1}
        onSearch={(text) => {
          setAccount(text);
          setPage(1);
        }}
      />
      {view === 'downline' && path.length > 0 ? (
        <nav aria-label={t('agent.team.level')} className={styles.row}>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => (setPath(path.slice(0, -1)), setPage(1))}>
            {t('agent.team.up')}
          </button>
          <span>{t('agent.team.downlineOf', { account: parent?.account ?? '' })}</span>
        </nav>
      ) : null}
      <Loaded result={query} isEmpty={(loaded) => loaded.list.length === 0} empty={account ? t('agent.team.noMatch', { account }) : t('agent.team.empty')}>
        {(loaded) => (
          <>
            <p className={styles.muted} aria-live="polite">
              {t('agent.team.count', { count: loaded.totalCount })}
            </p>
            <ul className={styles.list} aria-label={t(`agent.team.${view}`)}>
              {loaded.list.map((member) => (
                <MemberItem
                  key={member.memberId}
                  member={member}
                  onTransfer={() => setTransferTo(member)}
                  onOpen={view === 'downline' && member.teamSize > 0 ? () => (setPath([...path, member]), setPage(1)) : undefined}
                />
              ))}
            </ul>
            <Pager page={loaded.pageNum} totalPages={loaded.totalPages} onPage={setPage} busy={query.isFetching} />
          </>
        )}
      </Loaded>
      <TransferPopup member={transferTo} onClose={() => setTransferTo(null)} />
    </>
  );
}

function MemberItem({ member, onTransfer, onOpen }: { member: TeamMember; onTransfer: () => void; onOpen?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className={styles.item}>
      <div className={styles.spread}>
        <h4 className={styles.subheading}>{member.account}</h4>
        <span className={styles.badge.neutral}>
          {t(member.type === 0 || member.type === 4 || member.type === 40 ? 'agent.team.member' : 'agent.team.agent')}
        </span>
      </div>
      {member.nickname ? <p className={styles.muted}>{member.nickname}</p> : null}
      <dl className={styles.details}>
        <dt>{t('agent.team.levelLabel')}</dt>
        <dd>{member.level}</dd>
        <dt>{t('agent.team.balance')}</dt>
        <dd>{format.money(member.balance)}</dd>
        <dt>{t('agent.team.teamSize')}</dt>
        <dd>{member.teamSize}</dd>
        <dt>{t('agent.team.registeredAt')}</dt>
        <dd>{format.date(member.registeredAt)}</dd>
        <dt>{t('agent.team.lastLoginAt')}</dt>
        <dd>{member.lastLoginAt ? format.dateTime(member.lastLoginAt) : t('agent.team.never')}</dd>
      </dl>
      <div className={styles.row}>
        <button type="button" className={buttonClass()} onClick={onTransfer} aria-label={t('agent.transfer.to', { account: member.account })}>
          {t('agent.transfer.action')}
        </button>
        {onOpen ? (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={onOpen}
            aria-label={t('agent.team.openDownline', { account: member.account })}
          >
            {t('agent.team.open')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
