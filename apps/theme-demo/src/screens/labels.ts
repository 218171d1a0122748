import type { TFunction } from 'i18next';
import type { GameCardLabels, GameRowLabels } from '@whitelabel/ui';

export const cardLabels = (t: TFunction): GameCardLabels => ({ favourite: (name) => t('demo.lobby.favourite', { name }) });

export const rowLabels = (t: TFunction): GameRowLabels => ({
  more: (count) => t('demo.lobby.more', { total: count }),
  previous: t('demo.lobby.previous'),
  next: t('demo.lobby.next'),
});

export const gridLabels = (t: TFunction) => ({ loading: t('common.loading'), loadingMore: t('demo.games.loadingMore') });
