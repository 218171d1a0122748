import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as styles from './lottery.css.js';

/** Where the lottery screens live (one source for links and routes). */
export const lotteryPaths = {
  results: '/m/lotteryResults',
  orders: '/m/lotteryOrders',
  order: (orderId: string) => `/m/lotteryOrders/${encodeURIComponent(orderId)}`,
} as const;

/** Links to the draw results and the member's lottery orders (lottery pages, records, each other). */
export function LotteryLinks({ show = ['results', 'orders'] }: { show?: readonly ('results' | 'orders')[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('lottery.links.label')}>
      <ul className={styles.links}>
        {show.map((item) => (
          <li key={item}>
            <Link className={styles.link} to={lotteryPaths[item]}>
              {t(`lottery.links.${item}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
