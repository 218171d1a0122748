import type { Schema } from '@whitelabel/api';
import { promotionAction, type TextKey } from '@whitelabel/core';
import { useJoinSignUpPromotion } from '@whitelabel/core/hooks';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRequireLogin } from '../../app/auth.js';
import { useToast } from '@whitelabel/app-shell';
import { errorMessageKey } from './errors.js';

export interface PromotionButton {
  /** Translation key of the button's text. */
  labelKey: TextKey;
  run: () => void;
}

/**
 * The action button of a promotion (spec section 2): apply opens the reward application, join calls
 * the sign-up join, a link is followed; apply and join need a member (guests get the login popup).
 */
export function usePromotionButton(onDone?: () => void) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const toast = useToast();
  const join = useJoinSignUpPromotion();

  const buttonFor = useCallback(
    (promotion: Schema<'Promotion'>): PromotionButton | null => {
      const action = promotionAction(promotion);
      if (!action) return null;
      switch (action.kind) {
        case 'apply':
          return { labelKey: 'promotion.apply', run: () => requireLogin(() => navigate(action.route)) };
        case 'join':
          return {
            labelKey: 'promotion.join',
            run: () =>
              requireLogin(() => {
                const loadingId = toast.loading('common.loading', { id: 'promotion-join' });
                join.mutate(
                  { promotionId: action.promotionId },
                  {
                    onSuccess: () => {
                      toast.success('promotion.joined');
                      onDone?.();
                    },
                    onError: (error) => toast.error(errorMessageKey(error)),
                    onSettled: () => toast.dismiss(loadingId),
                  },
                );
              }),
          };
        case 'route':
          return { labelKey: 'promotion.learnMore', run: () => navigate(action.route) };
        case 'url':
          return { labelKey: 'promotion.learnMore', run: () => window.open(action.url, '_blank', 'noopener,noreferrer') };
      }
    },
    [navigate, requireLogin, toast, join, onDone],
  );

  return { buttonFor, pending: join.isPending };
}
