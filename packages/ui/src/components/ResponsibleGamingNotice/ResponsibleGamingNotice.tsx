import { useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css.js';
import * as formStyles from '../../internal/form.css.js';
import { useOpenings } from '../../internal/openings.js';
import { AgreementCheckbox } from '../AgreementCheckbox/AgreementCheckbox.js';
import { Popup } from '../Popup/Popup.js';
import * as styles from './ResponsibleGamingNotice.css.js';

export interface ResponsibleGamingLabels {
  title: string;
  /** Accessible name of the group of conditions, e.g. "I confirm that". */
  conditionsLegend: string;
  /**
   * The four conditions of spec section 5, translated: over the age limit; not a government official
   * or armed-forces/police member; not a gaming-licence holder; funds of ineligible players are forfeited.
   */
  conditions: readonly [string, string, string, string];
  exit: string;
  proceed: string;
}

export interface ResponsibleGamingNoticeProps {
  open: boolean;
  labels: ResponsibleGamingLabels;
  /** Text above the conditions (regulator notice, age limit). */
  intro?: ReactNode;
  /** The player leaves the site. */
  onExit: () => void;
  /** The player confirmed every condition. */
  onProceed: () => void;
}

function Conditions({ labels, intro, onExit, onProceed }: Omit<ResponsibleGamingNoticeProps, 'open'>) {
  const [ticked, setTicked] = useState<readonly boolean[]>([false, false, false, false]);
  const allTicked = ticked.every(Boolean);
  return (
    <div className={styles.content}>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      <fieldset className={styles.conditions}>
        <legend className={visuallyHidden}>{labels.conditionsLegend}</legend>
        {labels.conditions.map((condition, index) => (
          <AgreementCheckbox
            key={index}
            checked={ticked[index] ?? false}
            onChange={(checked) => setTicked((current) => current.map((value, at) => (at === index ? checked : value)))}
          >
            {condition}
          </AgreementCheckbox>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button type="button" className={formStyles.secondary} onClick={onExit}>
          {labels.exit}
        </button>
        <button type="button" className={formStyles.primary} disabled={!allTicked} onClick={onProceed}>
          {labels.proceed}
        </button>
      </div>
    </div>
  );
}

/**
 * Responsible-gaming notice (spec sections 2 and 5, Philippines-oriented): the player confirms the
 * four eligibility conditions to proceed, or exits. It is a gate: no close button, and neither the
 * mask nor Escape dismisses it.
 */
export function ResponsibleGamingNotice({ open, labels, intro, onExit, onProceed }: ResponsibleGamingNoticeProps) {
  const openings = useOpenings(open);
  return (
    <Popup open={open} onClose={() => undefined} closeOnMask={false} label={labels.title} title={labels.title}>
      <Conditions key={openings} labels={labels} intro={intro} onExit={onExit} onProceed={onProceed} />
    </Popup>
  );
}
