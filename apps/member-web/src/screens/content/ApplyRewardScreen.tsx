import {
  canSubmitReward,
  clampRemarks,
  promotionListImage,
  rewardApplication,
  rewardApplicationRedirect,
  rewardRequirements,
  validateRewardImage,
} from '@whitelabel/core';
import { useApplyReward, usePromotion, useSession } from '@whitelabel/core/hooks';
import { buttonClass, Icon, ImagePicker, type PickedImage, Skeleton, SkeletonGroup, visuallyHidden } from '@whitelabel/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from './content.css.js';
import { errorMessageKey } from './errors.js';
import { PromotionPeriod } from './PromotionContent.js';

const maxMb = rewardApplication.maxImageBytes / 1_048_576;

/**
 * Reward application (/m/applyReward?id=, spec sections 2, 5 and 8): without a session or an id it
 * goes to /m/activity. Remarks and pictures appear only when the promotion requires them; submit is
 * enabled once the required parts are filled; cancel clears them; success goes to /m/activity.
 */
export default function ApplyRewardScreen() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const { loggedIn } = useSession();
  const redirect = rewardApplicationRedirect(loggedIn, id);
  if (redirect) return <Navigate to={redirect} replace />;
  return <ApplyRewardForm id={id!} />;
}

function ApplyRewardForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const query = usePromotion(id);
  const { promotion } = query;
  const apply = useApplyReward();
  const [remarks, setRemarks] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const fieldId = useId();

  const requirements = promotion ? rewardRequirements(promotion) : { image: false, remarks: false };
  const canSubmit = Boolean(promotion) && !apply.isPending && canSubmitReward(requirements, { remarks, images });

  const onPick = (image: PickedImage) => {
    const issue = validateRewardImage(image.file, images.length);
    if (issue) {
      const duration = issue.key === 'reward.errors.imageType' ? rewardApplication.imageTypeToastMs : undefined;
      toast.error(issue.key, { values: issue.values, duration, id: 'reward-image' });
      return;
    }
    setImages((current) => [...current, image]);
  };

  const cancel = () => {
    setRemarks('');
    setImages([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!promotion || !canSubmit) return;
    const loadingId = toast.loading('reward.submitting', { id: 'reward-apply' });
    apply.mutate(
      { promotion, remarks: requirements.remarks ? remarks : '', pictures: requirements.image ? images.map((image) => image.file) : [] },
      {
        // Section 8: success only when the answer's success flag is set; any other answer changes nothing visible.
        onSuccess: (outcome) => {
          if (!outcome.applied) return;
          toast.success('reward.success');
          navigate('/m/activity');
        },
        // The loading message goes either way.
        onSettled: () => toast.dismiss(loadingId),
        onError: (error) => {
          toast.error(errorMessageKey(error), { values: { max: rewardApplication.maxImages, maxMb } });
        },
      },
    );
  };

  if (query.isPending) {
    return (
      <Page title={t('reward.title')}>
        <SkeletonGroup label={t('reward.loading')}>
          <Skeleton shape="rect" height="72px" />
          <Skeleton shape="rect" height="140px" />
          <Skeleton shape="rect" height="96px" />
        </SkeletonGroup>
      </Page>
    );
  }

  if (query.isError || !promotion) {
    return (
      <Page title={t('reward.title')}>
        <div className={styles.panel}>
          {query.isError ? (
            <p role="alert" className={styles.alert}>
              {t(errorMessageKey(query.error))}
            </p>
          ) : (
            <p className={styles.muted}>{t('promotion.notFound')}</p>
          )}
          <Link className={styles.textLink} to="/m/activity">
            {t('promotion.backToList')}
          </Link>
        </div>
      </Page>
    );
  }

  const image = promotionListImage(promotion.announcementImages);
  const remarksId = `${fieldId}-remarks`;
  const counterId = `${fieldId}-counter`;
  const hintId = `${fieldId}-hint`;

  return (
    <Page title={t('reward.title')}>
      <section className={`${styles.panel} ${styles.summary}`} aria-label={t('reward.promotion')}>
        {image ? <img className={styles.summaryImage} src={image} alt="" width={96} height={42} /> : <span />}
        <span className={styles.summaryText}>
          <h2 className={styles.cardTitle}>{promotion.title}</h2>
          <PromotionPeriod promotion={promotion} />
        </span>
      </section>

      <form className={styles.panel} onSubmit={submit} noValidate>
        {!requirements.remarks && !requirements.image ? <p className={styles.muted}>{t('reward.nothingRequired')}</p> : null}

        {requirements.remarks ? (
          <div className={styles.field}>
            <label htmlFor={remarksId} className={styles.label}>
              {t('reward.remarks')}
              <span className={styles.requiredMark} aria-hidden="true">
                *
              </span>
            </label>
            <textarea
              id={remarksId}
              className={styles.textarea}
              value={remarks}
              placeholder={t('reward.remarksPlaceholder')}
              required
              aria-required="true"
              aria-describedby={counterId}
              onChange={(event) => setRemarks(clampRemarks(event.target.value))}
            />
            <span id={counterId} className={styles.counter} aria-live="polite">
              {t('reward.remarksCount', { count: [...remarks].length, max: rewardApplication.remarksMaxLength })}
            </span>
          </div>
        ) : null}

        {requirements.image ? (
          <fieldset className={styles.field} aria-describedby={hintId}>
            <legend className={styles.label}>
              {t('reward.images')}
              <span className={styles.requiredMark} aria-hidden="true">
                *
              </span>
              <span className={visuallyHidden}>({t('reward.required')})</span>
            </legend>
            <p id={hintId} className={styles.muted}>
              {t('reward.imagesHint', { max: rewardApplication.maxImages, maxMb })}
            </p>
            {images.length > 0 ? (
              <ul className={styles.thumbs}>
                {images.map((picked, index) => (
                  <li key={picked.dataUrl.slice(-32) + index} className={styles.thumb}>
                    <img className={styles.thumbImage} src={picked.dataUrl} alt={t('reward.imageAlt', { position: index + 1 })} />
                    <button
                      type="button"
                      className={styles.thumbRemove}
                      aria-label={t('reward.removeImage', { position: index + 1 })}
                      onClick={() => setImages((current) => current.filter((_, position) => position !== index))}
                    >
                      <span className={styles.thumbRemoveIcon}>
                        <Icon name="close" size={16} />
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <ImagePicker labels={{ pick: t('reward.addImage'), wrongType: t('reward.errors.imageType'), readFailed: t('reward.readFailed') }} onPick={onPick} />
          </fieldset>
        ) : null}

        <div className={styles.buttonRow}>
          <button type="button" className={buttonClass({ variant: 'secondary', block: true })} onClick={cancel}>
            {t('reward.cancel')}
          </button>
          <button type="submit" className={buttonClass({ block: true })} disabled={!canSubmit}>
            {t('reward.submit')}
          </button>
        </div>
      </form>
    </Page>
  );
}
