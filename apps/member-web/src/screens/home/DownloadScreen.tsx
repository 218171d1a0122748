import { useBanners } from '@whitelabel/core/hooks';
import { BannerCarousel, EmptyState, Skeleton } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';
import { AppFooter } from '../../app/AppFooter.js';
import { Page } from '../../app/Page.js';
import { useAppDownload } from './app-download.js';
import * as styles from './home.css.js';

/**
 * App download page /m/download (spec section 2): the download banner, this device's entries by
 * the spec's rules (add to home screen, Android, iOS profile, iOS app), the install guide and tips.
 */
export default function DownloadScreen() {
  const { t } = useTranslation();
  const banners = useBanners('m_download');
  const download = useAppDownload();
  return (
    <Page title={t('download.title')} footer={<AppFooter />}>
      <div className={styles.menuPage}>
        {banners.banners.length > 0 ? (
          <BannerCarousel
            label={t('download.banners')}
            aspectRatio="750 / 300"
            slideLabel={(position, total) => t('home.bannerSlide', { position, total })}
            banners={banners.banners.map((banner, index) => ({ id: banner.id, src: banner.imageUrl, alt: t('home.bannerAlt', { position: index + 1 }) }))}
          />
        ) : null}
        <h2 className={styles.sectionTitle}>{t('download.heading')}</h2>
        <p className={styles.popupText}>{t('download.intro')}</p>
        {!download.ready ? (
          <Skeleton shape="rect" height="120px" />
        ) : !download.shown ? (
          <EmptyState title={t('download.installed')} />
        ) : download.entries.length === 0 ? (
          <EmptyState title={t('download.none')} />
        ) : (
          <ul className={styles.list}>
            {download.entries.map((entry) => (
              <li key={entry.kind}>
                {entry.href ? (
                  <a className={styles.listLink} href={entry.href} download>
                    <span>
                      {entry.label}
                      {entry.description ? <small className={styles.note}>{entry.description}</small> : null}
                    </span>
                  </a>
                ) : (
                  <button type="button" className={styles.listLink} onClick={entry.onSelect}>
                    <span>
                      {entry.label}
                      {entry.description ? <small className={styles.note}>{entry.description}</small> : null}
                    </span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {download.shown ? <div className={styles.popupText}>{download.note}</div> : null}
      </div>
    </Page>
  );
}
