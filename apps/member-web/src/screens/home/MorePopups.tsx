import type { Schema } from '@whitelabel/api';
import { formatPopupDate, gameTypeRoutes, needsOldIosTips, preferredCustomerService, recommendedIosVersion, selectHelpTopic } from '@whitelabel/core';
import { useAnnouncements, useCustomerService, useGameMenus, useHelpCentre, useSiteSettings } from '@whitelabel/core/hooks';
import { infoPopupAtom } from '@whitelabel/core/state';
import { EmptyState, Popup, Skeleton, SkeletonGroup } from '@whitelabel/ui';
import { useAtom, useAtomValue } from 'jotai/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { merchant } from '@whitelabel/app-shell/merchant';
import { SafeHtml } from '../../app/SafeHtml.js';
import { helpPopupTagAtom } from '../../app/shell-state.js';
import { errorKey } from '../account/account-common.js';
import { currentDevice } from './app-download.js';
import * as styles from './more-popups.css.js';

type HelpTopic = Schema<'HelpTopic'>;
const noTopics: HelpTopic[] = [];

/** Loading, failure (with retry) or the content of a server-backed popup. */
function Loaded({
  query,
  loadingLabel,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <SkeletonGroup label={loadingLabel}>
        <div className={styles.stack}>
          <Skeleton width="60%" />
          <Skeleton />
          <Skeleton width="80%" />
        </div>
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.stack}>
        <p role="alert">{t(errorKey(query.error))}</p>
        <button type="button" className={styles.topicButton} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return children();
}

/** One help topic's title and sanitised HTML, its sub-topics under it. */
function TopicArticle({ topic, headingId }: { topic: HelpTopic; headingId?: string }) {
  return (
    <article className={styles.article} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.articleTitle}>
        {topic.title}
      </h3>
      <SafeHtml html={topic.content} />
      {topic.children?.map((child) => (
        <section key={child.id} className={styles.article}>
          <h4 className={styles.articleTitle}>{child.title}</h4>
          <SafeHtml html={child.content} />
        </section>
      ))}
    </article>
  );
}

/**
 * The help centre as a popup (spec section 2: "popup or page"): the server's help topics as chips,
 * the chosen one's content below; it opens at the tag it was asked for (the terms link of the login
 * and register forms opens it at `terms`, over the form, so nothing typed is lost).
 */
function HelpPopup() {
  const { t } = useTranslation();
  const [info, setInfo] = useAtom(infoPopupAtom);
  const tag = useAtomValue(helpPopupTagAtom);
  const query = useHelpCentre();
  const open = info === 'help';
  return (
    <Popup open={open} onClose={() => setInfo(null)} label={t('help.title')} title={t('help.title')} closeLabel={t('common.close')}>
      {/* Keyed by the tag, so each opening starts at the topic it was asked for. */}
      {open ? <HelpTopics key={tag ?? ''} tag={tag} query={query} /> : null}
    </Popup>
  );
}

function HelpTopics({ tag, query }: { tag: string | null; query: ReturnType<typeof useHelpCentre> }) {
  const { t } = useTranslation();
  const topics = query.data ?? noTopics;
  const initial = useMemo(() => selectHelpTopic(topics, { tag, i: null, c: null }).topicIndex, [topics, tag]);
  const [chosen, setChosen] = useState<number>();
  const index = chosen ?? initial;
  const topic = topics[index];
  return (
    <Loaded query={query} loadingLabel={t('help.loading')}>
      {() =>
        !topic ? (
          <EmptyState title={t('help.empty')} />
        ) : (
          <div className={styles.stack}>
            <nav aria-label={t('help.topics')}>
              <ul className={styles.topicList}>
                {topics.map((item, itemIndex) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={styles.topicButton}
                      aria-current={itemIndex === index ? 'true' : undefined}
                      onClick={() => setChosen(itemIndex)}
                    >
                      {item.title}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <TopicArticle key={topic.id} topic={topic} headingId="help-popup-topic" />
          </div>
        )
      }
    </Loaded>
  );
}

/** The privacy policy (the help centre's `privacy` topic) in a popup of its own (spec section 2: policy popup). */
function PolicyPopup() {
  const { t } = useTranslation();
  const [info, setInfo] = useAtom(infoPopupAtom);
  const query = useHelpCentre();
  const topics = query.data ?? noTopics;
  const policy = topics.find((topic) => topic.tag.toLowerCase() === 'privacy');
  const title = policy?.title ?? t('infoPopups.policy.title');
  return (
    <Popup open={info === 'policy'} onClose={() => setInfo(null)} label={title} title={title} closeLabel={t('common.close')}>
      <Loaded query={query} loadingLabel={t('help.loading')}>
        {() =>
          policy ? (
            <div className={styles.stack}>
              <SafeHtml html={policy.content} />
              <Link className={styles.textLink} to="/m/help?tag=privacy" onClick={() => setInfo(null)}>
                {t('help.allTopics')}
              </Link>
            </div>
          ) : (
            <EmptyState title={t('help.notFound')} />
          )
        }
      </Loaded>
    </Popup>
  );
}

/** Every game category the server's menus list (SPORTS split as the side menu shows it), each linking to its page. */
function CategoryPopup() {
  const { t } = useTranslation();
  const [info, setInfo] = useAtom(infoPopupAtom);
  const menus = useGameMenus();
  const categories = menus.menus.filter((menu) => gameTypeRoutes[menu.gameType]);
  return (
    <Popup
      open={info === 'category'}
      onClose={() => setInfo(null)}
      label={t('infoPopups.category.title')}
      title={t('infoPopups.category.title')}
      closeLabel={t('common.close')}
      placement="bottom"
    >
      <Loaded query={menus} loadingLabel={t('common.loading')}>
        {() =>
          categories.length === 0 ? (
            <EmptyState title={t('infoPopups.category.empty')} />
          ) : (
            <nav aria-label={t('infoPopups.category.title')}>
              <ul className={styles.categoryGrid}>
                {categories.map((menu) => (
                  <li key={menu.gameType}>
                    <Link className={styles.categoryLink} to={gameTypeRoutes[menu.gameType] ?? '/m/home'} onClick={() => setInfo(null)}>
                      {menu.displayName}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )
        }
      </Loaded>
    </Popup>
  );
}

/**
 * The agent programme (spec section 2: agent popup): what an agent does, the agent centre's login
 * and the merchant's customer service, through which agent accounts are opened.
 */
function AgentPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [info, setInfo] = useAtom(infoPopupAtom);
  const settings = useSiteSettings();
  const service = useCustomerService();
  const channel = preferredCustomerService(service.data ?? []);
  return (
    <Popup
      open={info === 'agent'}
      onClose={() => setInfo(null)}
      label={t('infoPopups.agent.title')}
      title={t('infoPopups.agent.title')}
      closeLabel={t('common.close')}
      footer={
        <div className={styles.stack}>
          {channel ? (
            <a className={styles.textLink} href={channel.url} target="_blank" rel="noopener noreferrer">
              {t('infoPopups.agent.contact')}
            </a>
          ) : null}
          <button
            type="button"
            className={styles.topicButton}
            onClick={() => {
              setInfo(null);
              navigate('/m/agent');
            }}
          >
            {t('infoPopups.agent.login')}
          </button>
        </div>
      }
    >
      <div className={styles.stack}>
        <p>{t('infoPopups.agent.intro', { merchant: settings.data?.merchantName ?? merchant.name })}</p>
        <p>{t('infoPopups.agent.howTo')}</p>
      </div>
    </Popup>
  );
}

/** The operator's hot news (announcements of type H, spec section 7): hot matches and tables, newest first as the server orders them. */
function HotMatchPopup() {
  const { t } = useTranslation();
  const [info, setInfo] = useAtom(infoPopupAtom);
  const open = info === 'hotMatch';
  const news = useAnnouncements(['H']);
  const hot = news.data?.hot ?? [];
  return (
    <Popup
      open={open}
      onClose={() => setInfo(null)}
      label={t('infoPopups.hotMatch.title')}
      title={t('infoPopups.hotMatch.title')}
      closeLabel={t('common.close')}
    >
      <Loaded query={news} loadingLabel={t('common.loading')}>
        {() =>
          hot.length === 0 ? (
            <EmptyState title={t('infoPopups.hotMatch.empty')} />
          ) : (
            <ul className={styles.newsList}>
              {hot.map((item) => (
                <li key={item.id} className={styles.newsItem}>
                  <h3 className={styles.newsTitle} dir="auto">
                    {item.title}
                  </h3>
                  <time className={styles.newsDate} dateTime={item.startDate}>
                    {formatPopupDate(item.startDate)}
                  </time>
                  <SafeHtml html={item.content} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Popup>
  );
}

/**
 * Add to home screen on iOS (spec section 2: the guide, its tips for iOS 12.1 or below with the
 * profile download, iOS 12.4 or later recommended). Opened from the app download popup and page.
 */
function IosTutorialPopup() {
  const { t } = useTranslation();
  const [info, setInfo] = useAtom(infoPopupAtom);
  const settings = useSiteSettings();
  const device = useMemo(() => currentDevice(), []);
  const profile = settings.data?.resources?.find((resource) => resource.resourceType === 'MOBILECONFIG')?.url;
  return (
    <Popup
      open={info === 'iosTutorial'}
      onClose={() => setInfo(null)}
      label={t('infoPopups.iosTutorial.title')}
      title={t('infoPopups.iosTutorial.title')}
      closeLabel={t('common.close')}
    >
      <div className={styles.stack}>
        <p>{t('download.guideTitle')}</p>
        <ol className={styles.steps}>
          <li>{t('download.guideStep1')}</li>
          <li>{t('download.guideStep2')}</li>
          <li>{t('download.guideStep3')}</li>
        </ol>
        {needsOldIosTips(device) ? (
          <>
            <p>{t('download.oldIosTip')}</p>
            {profile ? (
              <a className={styles.textLink} href={profile}>
                {t('download.iosProfile')}
              </a>
            ) : null}
          </>
        ) : null}
        <p>{t('download.recommended', { version: recommendedIosVersion })}</p>
      </div>
    </Popup>
  );
}

/** The information popups of spec section 2 (help, policy, category, agent, hot match, iOS tutorial); one at a time (core's infoPopupAtom). */
export function MorePopups() {
  return (
    <>
      <HelpPopup />
      <PolicyPopup />
      <CategoryPopup />
      <AgentPopup />
      <HotMatchPopup />
      <IosTutorialPopup />
    </>
  );
}
