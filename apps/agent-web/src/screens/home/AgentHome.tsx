import { lazy, Suspense, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import { LoadingBlock } from '../../app/states.js';
import * as styles from '../../app/ui.css.js';

/** The sections of the agent home, one tab each (a 360 px phone shows one at a time). */
export const homeTabs = ['overview', 'team', 'salary', 'dividend', 'rebate', 'links'] as const;
export type HomeTab = (typeof homeTabs)[number];

const panels: Record<HomeTab, ReturnType<typeof lazy>> = {
  overview: lazy(() => import('./OverviewTab.js')),
  team: lazy(() => import('./TeamTab.js')),
  salary: lazy(() => import('./SalaryTab.js')),
  dividend: lazy(() => import('./DividendTab.js')),
  rebate: lazy(() => import('./RebateTab.js')),
  links: lazy(() => import('./LinksTab.js')),
};

function isTab(value: string | null): value is HomeTab {
  return homeTabs.includes(value as HomeTab);
}

/**
 * /m/agent/home: team KPI and account (overview), subordinates and downline with transfers,
 * daily salary, dividends, rebate settings and affiliate links. The tab is kept in `?tab=` so
 * back and reload return to it.
 */
export default function AgentHome() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const current: HomeTab = isTab(raw) ? raw : 'overview';
  const tabRefs = useRef<Partial<Record<HomeTab, HTMLButtonElement | null>>>({});
  const Panel = panels[current];

  const select = (tab: HomeTab, focus = false) => {
    setParams(tab === 'overview' ? {} : { tab }, { replace: true });
    if (focus) tabRefs.current[tab]?.focus();
  };

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern); the visual order follows the direction.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = homeTabs.indexOf(current);
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key as 'ArrowRight' | 'ArrowLeft'];
    let next: number | undefined;
    if (step) next = (index + step + homeTabs.length) % homeTabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = homeTabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    select(homeTabs[next]!, true);
  };

  return (
    <Page title={t('agent.title')}>
      <div role="tablist" aria-label={t('agent.sections')} className={styles.tabList}>
        {homeTabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={`panel-${tab}`}
            tabIndex={tab === current ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`agent.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`} className={styles.section}>
        <h2 className={styles.heading}>{t(`agent.tabs.${current}`)}</h2>
        <Suspense fallback={<LoadingBlock />}>
          <Panel />
        </Suspense>
      </section>
    </Page>
  );
}
